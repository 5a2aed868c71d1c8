import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "../support/test";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// The per-address limits key on the connection's address, not on what a client writes in
// X-Forwarded-For. The production server runs with the default limits; requests leave from
// different loopback addresses (127.0.0.2, 127.0.0.3) to play different visitors.
let server: OwnServer;
const admin = { email: "address-admin@finlytic.test", password: "Address-Passw0rd!" };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startOwnServer(e2eConfig.port + 8, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
test.afterAll(async () => server?.stop());

/** A JSON POST sent from `from` (a loopback address) with the given extra headers. */
function post(
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
  to: OwnServer = server,
): Promise<number> {
  return send("POST", path, body, from, headers, to).then((answer) => answer.status);
}

/** A request's status and, for a redirect, where it sends the browser. */
interface Answer {
  status: number;
  location: string;
}

function send(
  method: string,
  route: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
  to: OwnServer = server,
): Promise<Answer> {
  const url = new URL(route, to.baseUrl);
  const data = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: from,
        headers: {
          "content-type": "application/json",
          origin: to.baseUrl,
          "content-length": Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? "") }),
        );
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

const enquiry = (n: number) => ({
  fullName: "Ada Lovelace",
  email: `ada${n}@example.com`,
  message: `Enquiry number ${n}, about automating our month-end close.`,
  source: "Contact Page",
});

test("a forged X-Forwarded-For does not dodge the enquiry limit (10 per address)", async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 12; n += 1)
    statuses.push(
      await post("/api/contact/submit", enquiry(n), "127.0.0.2", { "x-forwarded-for": `10.9.9.${n}` }),
    );
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses.slice(10)).toEqual([429, 429]);
  expect(
    await post("/api/contact/submit", enquiry(12), "127.0.0.2", {
      "x-forwarded-for": "10.9.9.10",
      "x-real-ip": "10.9.9.11",
    }),
  ).toBe(429);
  // Another visitor is not held back by the first one's enquiries.
  expect(await post("/api/contact/submit", enquiry(13), "127.0.0.3")).toBe(201);
});

test("failed sign-ins sent in another address's name do not lock that address out", async () => {
  // 21 wrong passwords from 127.0.0.2 claiming to come from 127.0.0.3.
  for (let n = 0; n < 21; n += 1) {
    await post(
      "/api/auth/login",
      { email: `nobody${n}@example.com`, password: "Wrong-Passw0rd!" },
      "127.0.0.2",
      { "x-forwarded-for": "127.0.0.3" },
    );
  }
  expect(
    await post(
      "/api/auth/login",
      { email: "someone-else@example.com", password: "Wrong-Passw0rd!" },
      "127.0.0.2",
    ),
  ).toBe(429);
  // The real 127.0.0.3 signs in.
  expect(await post("/api/auth/login", admin, "127.0.0.3")).toBe(200);
});

// Every endpoint with a per-address limit (the `rateLimit` option of its handler), found in
// the route files so that a new one is covered too: requests from one connection, each
// naming a new address in X-Forwarded-For and X-Real-IP, still reach the limit. The single
// sign-on routes are where a browser navigates: over the limit they send it to the sign-in
// page with the reason rather than answer 429.
function overLimit({ status, location }: Answer): boolean {
  return status === 429 || (status === 303 && location.includes("sso_error=tooMany"));
}

const limitedEndpoints = fs
  .readdirSync("app/api", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("route.ts"))
  .flatMap((file) =>
    fs
      .readFileSync(path.join("app/api", file), "utf8")
      .split(/^export const /m)
      .slice(1)
      .filter((exported) => /\brateLimit\b/.test(exported.split(/^export /m)[0]!))
      .map((exported) => ({
        method: exported.slice(0, exported.indexOf(" ")),
        route: `/api/${path.dirname(file).replace(/\[\w+\]/g, "x")}`,
      })),
  )
  .sort((a, b) => `${a.route} ${a.method}`.localeCompare(`${b.route} ${b.method}`));

test("every per-address limit holds against forged forwarding headers", async () => {
  test.setTimeout(120_000);
  expect(limitedEndpoints.length).toBeGreaterThanOrEqual(10);
  for (const [index, { method, route }] of limitedEndpoints.entries()) {
    const from = `127.0.1.${index + 1}`;
    let limitedAfter = 0;
    for (let n = 1; n <= 130 && !limitedAfter; n += 1) {
      const spoofed = `10.${index}.${n >> 8}.${n & 255}`;
      const answer = await send(method, route, method === "GET" ? undefined : {}, from, {
        "x-forwarded-for": spoofed,
        "x-real-ip": spoofed,
      });
      expect(answer.status, `${method} ${route} request ${n}`).toBeLessThan(500);
      if (overLimit(answer)) limitedAfter = n - 1;
    }
    expect(limitedAfter, `${method} ${route} was never limited`).toBeGreaterThan(0);
  }
});

test.describe("behind one trusted proxy (TRUST_PROXY_HOPS=1)", () => {
  let proxied: OwnServer;
  test.beforeAll(async () => {
    proxied = await startOwnServer(e2eConfig.port + 7, { TRUST_PROXY_HOPS: "1" });
  });
  test.afterAll(async () => proxied?.stop());

  test("limits by the address the proxy appended, whatever the client wrote before it", async () => {
    // The proxy connects from 127.0.0.2 and appends the visitor's address (198.51.100.7)
    // to what the visitor sent.
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      statuses.push(
        await post(
          "/api/contact/submit",
          enquiry(n),
          "127.0.0.2",
          { "x-forwarded-for": `10.9.9.${n}, 198.51.100.7` },
          proxied,
        ),
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor behind the same proxy has their own limit.
    expect(
      await post(
        "/api/contact/submit",
        enquiry(12),
        "127.0.0.2",
        { "x-forwarded-for": "10.9.9.9, 198.51.100.8" },
        proxied,
      ),
    ).toBe(201);
  });
});
