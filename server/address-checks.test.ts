import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { addressProblem, originForm, refusingBadAddresses } from "./address-checks.js";

describe("bad addresses, answered before Next", () => {
  it("refuses a path that fails to percent-decode", () => {
    for (const url of [
      "/api/auth/verify-email/%ED%A0%80",
      "/api/partners/claim/verify-token/%FF",
      "/x/%C0%AF",
      "/api/admin/attachments/%E0%A4%A",
      "/%",
      "/a%zz",
    ]) {
      expect(addressProblem(url), url).toBe("The address is not valid.");
    }
  });

  it("refuses a NUL in the path or in a query name or value", () => {
    for (const url of [
      "/admin/claims?q=a%00b",
      "/admin/partners/a%00b?tab=deals",
      "/partner-portal/dashboard?x=%00",
      "/api/health/live?a=%00",
      "/api/x?%00=1",
    ]) {
      expect(addressProblem(url), url).toBe("The address contains characters that are not allowed.");
    }
  });

  it("lets every other address through, other Unicode and odd query bytes included", () => {
    for (const url of [
      "/",
      "/api/health/live",
      "/about?q=%FF",
      "/partners/%C3%A9t%C3%A9",
      "/a%20b?x=%",
      "/admin/claims?q=Zo%C3%AB",
    ]) {
      expect(addressProblem(url), url).toBeNull();
    }
  });

  it("answers 400 with the API's error shape and passes every other request on", async () => {
    const seen: string[] = [];
    const server = http.createServer(
      refusingBadAddresses((request, response) => {
        seen.push(request.url ?? "");
        response.end("next");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const bad = await fetch(`${base}/api/auth/verify-email/%ED%A0%80`);
      expect(bad.status).toBe(400);
      expect(bad.headers.get("content-type")).toBe("application/json");
      expect(await bad.json()).toEqual({
        success: false,
        error: "The address is not valid.",
        message: "The address is not valid.",
      });
      const nul = await fetch(`${base}/admin/claims?q=a%00b`);
      expect(nul.status).toBe(400);
      expect(await nul.json()).toMatchObject({
        error: "The address contains characters that are not allowed.",
      });
      const good = await fetch(`${base}/api/health/live?x=%FF`);
      expect(await good.text()).toBe("next");
      expect(seen).toEqual(["/api/health/live?x=%FF"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("passes an absolute-form request line on in origin form, so no answer names its host", async () => {
    expect(originForm("http://evil.example/about")).toBe("/about");
    expect(originForm("https://evil.example:8443/a?b=c")).toBe("/a?b=c");
    expect(originForm("http://evil.example")).toBe("/");
    expect(originForm("http://evil.example?x=1")).toBe("/?x=1");
    expect(originForm("*")).toBeNull();
    expect(originForm("evil.example:443")).toBeNull();
    const seen: string[] = [];
    const server = http.createServer(
      refusingBadAddresses((request, response) => {
        seen.push(request.url ?? "");
        response.end("next");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const raw = (line: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () =>
          socket.write(`${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
        );
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      });
    try {
      expect(await raw("GET http://evil.example/about HTTP/1.1")).toMatch(/^HTTP\/1\.1 200/);
      expect(seen).toEqual(["/about"]);
      const star = await raw("OPTIONS * HTTP/1.1");
      expect(star).toMatch(/^HTTP\/1\.1 400/);
      expect(star).not.toContain("evil.example");
      expect(seen).toEqual(["/about"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
