import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { connectionTimeouts, keepingIdleConnections } from "./keep-alive.js";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listening(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const answering = () => http.createServer((_request, response) => response.end("ok"));

/** GET through the agent: the status, the body and whether the agent reused a kept-alive connection. */
function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, reused: request.reusedSocket }),
      );
    });
    request.on("error", reject);
  });
}

describe("idle kept-alive connections", () => {
  it("pairs a 65 s idle timeout with a headers timeout above it, and refuses nonsense", () => {
    expect(connectionTimeouts(65_000)).toEqual({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000 });
    for (const bad of [0, -1, 1.5, Number.NaN, 300_000])
      expect(() => connectionTimeouts(bad)).toThrow(/KEEP_ALIVE_TIMEOUT_MS must be a whole number/);
  });

  it("answers a client that reuses its connection after 10 s idle, where Node's default had closed it", async () => {
    const kept = await listening(keepingIdleConnections(answering(), connectionTimeouts(65_000)));
    const plain = await listening(answering()); // Node's default: 5 s
    const keptAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(kept, keptAgent)).toEqual({ status: 200, body: "ok", reused: false });
      expect(await get(plain, plainAgent)).toEqual({ status: 200, body: "ok", reused: false });
      await sleep(10_000);
      // The same connection carries the second request and gets its answer.
      expect(await get(kept, keptAgent)).toEqual({ status: 200, body: "ok", reused: true });
      // With the default, the server had closed it: a balancer sending on it just then gets an error.
      expect((await get(plain, plainAgent)).reused).toBe(false);
    } finally {
      keptAgent.destroy();
      plainAgent.destroy();
    }
  }, 20_000);
});
