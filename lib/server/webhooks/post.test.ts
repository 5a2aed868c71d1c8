import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook } from "./post";

// The webhook POST: it connects to the address it was given (not what the name resolves to),
// keeps the URL's Host, and gives up on a receiver that never finishes its answer.

let server: http.Server;
let port: number;
const seen: { host?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({ host: request.headers.host, body: Buffer.concat(chunks).toString() });
      if (request.url === "/slow") {
        // A byte a while, never the end.
        response.writeHead(200);
        const drip = setInterval(() => response.write("."), 50);
        response.on("close", () => clearInterval(drip));
        return;
      }
      response.writeHead(request.url === "/moved" ? 302 : 201, { Location: "http://127.0.0.1:1/" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const target = (path: string) => ({
  url: new URL(`http://hooks.receiver.example:${port}${path}`),
  address: "127.0.0.1",
  family: 4 as const,
});

describe("postWebhook", () => {
  it("connects to the checked address with the URL's host name", async () => {
    expect(await postWebhook(target("/in"), { "Content-Type": "application/json" }, '{"a":1}')).toEqual({
      status: 201,
    });
    expect(seen.at(-1)).toEqual({ host: `hooks.receiver.example:${port}`, body: '{"a":1}' });
  });

  it("answers a redirect's status without following it", async () => {
    expect(await postWebhook(target("/moved"), {}, "{}")).toEqual({ status: 302 });
  });

  it("gives up on an answer that never ends", async () => {
    const started = Date.now();
    await expect(postWebhook(target("/slow"), {}, "{}", 300)).rejects.toThrow(
      "no complete answer within 0.3 s",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
