import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  headersForEveryPath,
  moveEveryPathHeaders,
  readEveryPathHeaders,
  securityHeadersOnEveryResponse,
} from "./security-headers.js";

const manifest = {
  headers: [
    { source: "/other", headers: [{ key: "X-Other", value: "1" }], regex: "^/other$" },
    {
      source: "/:path*",
      headers: [
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Content-Security-Policy", value: "default-src 'self'" },
      ],
      regex: "",
    },
  ],
};

/** Serves one request with `handle` behind the security-header layer and returns its answer. */
async function answer(handle: http.RequestListener) {
  const server = securityHeadersOnEveryResponse(http.createServer(handle), headersForEveryPath(manifest));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}//about/`, { redirect: "manual" });
  await response.arrayBuffer();
  await new Promise((resolve) => server.close(resolve));
  return response;
}

describe("security headers on every response of the production server", () => {
  it("takes the rule next.config.ts gives every path from the routes manifest", () => {
    expect(headersForEveryPath(manifest)).toEqual([
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Content-Security-Policy", value: "default-src 'self'" },
    ]);
    expect(headersForEveryPath({})).toEqual([]);
  });

  it("adds them to an answer made without them (Next's repeated-slash 308)", async () => {
    const response = await answer((_request, res) => {
      res.statusCode = 308;
      res.setHeader("Location", "/about/");
      res.end();
    });
    expect(response.status).toBe(308);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  it("adds them when the head is written explicitly, and keeps a header the route set itself", async () => {
    const response = await answer((_request, res) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-type")).toBe("text/plain");
  });

  it("leaves them to this layer alone: the build moves the rule out of the manifest Next reads, once", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
    const manifestFile = path.join(dir, "routes-manifest.json");
    const headersFile = path.join(dir, "security-headers.json");
    fs.writeFileSync(manifestFile, JSON.stringify({ version: 3, headers: manifest.headers, rewrites: [] }));
    expect(() => readEveryPathHeaders(headersFile)).toThrow(
      /security-headers\.json is missing: build the server with npm run build/,
    );

    moveEveryPathHeaders(manifestFile, headersFile);
    const moved = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
    expect(moved).toEqual({ version: 3, headers: [manifest.headers[0]], rewrites: [] });
    expect(readEveryPathHeaders(headersFile)).toEqual(headersForEveryPath(manifest));

    moveEveryPathHeaders(manifestFile, headersFile); // a second run of the build step
    expect(JSON.parse(fs.readFileSync(manifestFile, "utf8"))).toEqual(moved);
    expect(readEveryPathHeaders(headersFile)).toEqual(headersForEveryPath(manifest));
    fs.rmSync(dir, { recursive: true });
  });
});
