import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboundAddressError, type Resolver } from "./addresses";
import { pinnedFetch } from "./pinned-fetch";

// The fetch given to openid-client: it judges the name's DNS answers before connecting, and
// connects to the address it judged with the URL's own host name.

let server: http.Server;
let port: number;
let requests: { host?: string; method?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        host: request.headers.host,
        method: request.method,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const loopback: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];

describe("pinnedFetch", () => {
  it("refuses a name whose DNS answer is loopback, without connecting", async () => {
    requests = [];
    const fetch = pinnedFetch(() => ({ allowPrivate: false, allowHttp: true }), 2000, loopback);
    const refused = await fetch(`http://idp.example:${port}/.well-known/openid-configuration`).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(OutboundAddressError);
    expect((refused as OutboundAddressError).reason).toBe("private");
    expect(requests).toEqual([]);
  });

  it("refuses plain http unless allowed", async () => {
    const fetch = pinnedFetch(() => ({ allowPrivate: true, allowHttp: false }), 2000, loopback);
    await expect(fetch(`http://idp.example:${port}/`)).rejects.toMatchObject({ reason: "url" });
  });

  it("connects to the checked address with the URL's host name and returns the answer", async () => {
    requests = [];
    const fetch = pinnedFetch(() => ({ allowPrivate: true, allowHttp: true }), 2000, loopback);
    const response = await fetch(`http://idp.example:${port}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: "abc" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(requests).toEqual([{ host: `idp.example:${port}`, method: "POST", body: "code=abc" }]);
  });
});
