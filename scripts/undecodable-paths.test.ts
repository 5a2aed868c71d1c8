import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { refusingUndecodablePaths, undecodablePath } from "./undecodable-paths.mjs";

describe("undecodable paths, answered before Next", () => {
  it("tells a path that fails to percent-decode from one that decodes", () => {
    for (const url of ["/api/auth/verify-email/%ED%A0%80", "/api/partners/claim/verify-token/%FF", "/x/%C0%AF", "/api/admin/attachments/%E0%A4%A", "/%", "/a%zz"]) {
      expect(undecodablePath(url), url).toBe(true);
    }
    for (const url of ["/", "/api/health/live", "/about?q=%FF", "/partners/%C3%A9t%C3%A9", "/a%20b?x=%"]) {
      expect(undecodablePath(url), url).toBe(false);
    }
  });

  it("answers 400 with the API's error shape and passes every other request on", async () => {
    const seen: string[] = [];
    const server = http.createServer(
      refusingUndecodablePaths((request, response) => {
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
      expect(await bad.json()).toEqual({ success: false, error: "The address is not valid.", message: "The address is not valid." });
      const good = await fetch(`${base}/api/health/live?x=%FF`);
      expect(await good.text()).toBe("next");
      expect(seen).toEqual(["/api/health/live?x=%FF"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
