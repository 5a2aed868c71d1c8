import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { logOptions } from "./log-options.js";
import { logApiRequests, requestIdFrom, routeMatcher } from "./request-log.js";

const manifest = {
  staticRoutes: [
    { page: "/api/auth/login", regex: "^/api/auth/login(?:/)?$" },
    { page: "/about", regex: "^/about(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/auth/verify-email/[token]", regex: "^/api/auth/verify-email/([^/]+?)(?:/)?$" },
  ],
};

describe("request ids", () => {
  it("keeps a sane incoming id and replaces anything else with a UUID", () => {
    expect(requestIdFrom("lb-1234:abcd.ef@x")).toBe("lb-1234:abcd.ef@x");
    for (const bad of [undefined, "", "has space", "a\nb", "x".repeat(129), "<script>", "é", "a;b"]) {
      expect(requestIdFrom(bad), String(bad)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
    expect(requestIdFrom(["first", "second"])).toBe("first");
  });
});

describe("route patterns", () => {
  it("names the route file, never the path's own segments", () => {
    const routeOf = routeMatcher(manifest);
    expect(routeOf("/api/auth/verify-email/secret-token-123")).toBe("/api/auth/verify-email/[token]");
    expect(routeOf("/api/auth/login")).toBe("/api/auth/login");
    expect(routeOf("/api/nothing/here")).toBe("(no route)");
  });
});

describe("one line per API request", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("logs id, method, route, status and duration, echoes the id, and nothing of the request itself", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write: (chunk, _encoding, done) => (
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>),
        done()
      ),
    });
    const logger = pino({ ...logOptions(), level: "info" }, sink);
    server = logApiRequests(
      http.createServer((request, response) => {
        response.statusCode = request.url?.startsWith("/api/auth/login") ? 401 : 200;
        response.end(String(request.headers["x-request-id"]));
      }),
      logger,
      routeMatcher(manifest),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login?password=hunter22`, {
      method: "POST",
      headers: {
        "x-request-id": "req-1",
        cookie: "partner_token=session-secret",
        authorization: "Bearer bearer-secret",
      },
      body: JSON.stringify({ password: "body-secret" }),
    });
    expect(login.headers.get("x-request-id")).toBe("req-1");
    expect(await login.text()).toBe("req-1"); // the application sees the same id
    const verify = await fetch(`${base}/api/auth/verify-email/token-secret`);
    const generated = verify.headers.get("x-request-id");
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/about`); // pages are not API requests
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      lines.map(({ reqId, method, route, status, msg }) => ({ reqId, method, route, status, msg })),
    ).toEqual([
      { reqId: "req-1", method: "POST", route: "/api/auth/login", status: 401, msg: "request" },
      {
        reqId: generated,
        method: "GET",
        route: "/api/auth/verify-email/[token]",
        status: 200,
        msg: "request",
      },
    ]);
    expect(typeof lines[0]!.ms).toBe("number");
    const text = JSON.stringify(lines);
    for (const secret of ["hunter22", "session-secret", "bearer-secret", "body-secret", "token-secret"])
      expect(text).not.toContain(secret);
  });

  it("redacts secret-named fields that a careless call would log", () => {
    const lines: string[] = [];
    const logger = pino(
      { ...logOptions(), level: "info" },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    );
    logger.info(
      {
        password: "p-secret",
        user: { token: "t-secret", otp: "123456" },
        headers: { cookie: "c-secret" },
        mail: { text: "body-secret" },
      },
      "careless",
    );
    expect(lines[0]).toContain("[redacted]");
    for (const secret of ["p-secret", "t-secret", "123456", "c-secret", "body-secret"])
      expect(lines[0]).not.toContain(secret);
  });
});
