import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { plainAddress, trustConnectionAddress, trustedForwardedFor } from "./client-address.js";

describe("the client address the production server passes on", () => {
  it("is the connection's peer when no proxy is trusted, whatever the client claims", () => {
    expect(trustedForwardedFor("10.9.9.9", "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(trustedForwardedFor("10.9.9.9, 10.9.9.10", "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(trustedForwardedFor(undefined, "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(trustedForwardedFor(["1.1.1.1", "2.2.2.2"], "::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
  });

  it("keeps what the trusted proxies appended, then the peer (the nearest proxy)", () => {
    // The client said 10.9.9.9; the proxy appended the address it saw.
    expect(trustedForwardedFor("10.9.9.9, 198.51.100.4", "192.0.2.1", 1)).toBe("198.51.100.4, 192.0.2.1");
    expect(trustedForwardedFor("10.9.9.9, 198.51.100.4, 192.0.2.9", "192.0.2.1", 2)).toBe(
      "198.51.100.4, 192.0.2.9, 192.0.2.1",
    );
    // A proxy that sent no header leaves only the peer.
    expect(trustedForwardedFor(undefined, "192.0.2.1", 1)).toBe("192.0.2.1");
  });

  it("reads IPv4 peers of a dual-stack socket plainly", () => {
    expect(plainAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(plainAddress("::1")).toBe("::1");
    expect(plainAddress(undefined)).toBe("unknown");
  });

  it("rewrites X-Forwarded-For and drops X-Real-IP before the application's listener runs", async () => {
    const seen: Record<string, unknown>[] = [];
    const server = trustConnectionAddress(
      http.createServer((request, response) => {
        seen.push({ forwarded: request.headers["x-forwarded-for"], realIp: request.headers["x-real-ip"] });
        response.end("ok");
      }),
      0,
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "x-forwarded-for": "10.9.9.9", "x-real-ip": "10.9.9.9" },
    });
    await new Promise((resolve) => server.close(resolve));
    expect(seen).toEqual([{ forwarded: "127.0.0.1", realIp: undefined }]);
  });
});
