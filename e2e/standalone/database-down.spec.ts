import { expect, test } from "../support/test";
import { randomUUID } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// While PostgreSQL cannot be reached, a page that reads the database answers 503 with
// Retry-After and says the service is temporarily unavailable (not Next's 500 page), and
// answers again once the database is back. The server reaches PostgreSQL through a proxy
// the test opens and closes. Run when TEST_POSTGRES_URL names a PostgreSQL server.
const postgresUrl = process.env.TEST_POSTGRES_URL;
const SENTENCE = "The service is temporarily unavailable. Please try again shortly.";

/** A TCP proxy in front of PostgreSQL: closed, it refuses connections and cuts open ones. */
function postgresProxy(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { open, close };
}

test.skip(!postgresUrl, "needs TEST_POSTGRES_URL (a PostgreSQL server the test may create databases on)");
test.describe.configure({ mode: "serial" });

const database = `database_down_${randomUUID().replaceAll("-", "")}`;
const proxyPort = e2eConfig.port + 56;
let proxy: ReturnType<typeof postgresProxy>;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const root = new pg.Client({ connectionString: postgresUrl });
  await root.connect();
  await root.query(`create database ${database}`);
  await root.end();
  const target = new URL(postgresUrl!);
  proxy = postgresProxy(target, proxyPort);
  await proxy.open();
  const url = new URL(postgresUrl!);
  url.host = `127.0.0.1:${proxyPort}`;
  url.pathname = `/${database}`;
  server = await startOwnServer(e2eConfig.port + 57, {
    DATABASE_URL: url.toString(),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_REQUIRE_2FA: "false",
  });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const token = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("partner_token="))!
    .split(";")[0]!;
  pages.push({ path: "/partner-portal/dashboard", cookie: token, up: 0 });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  const root = new pg.Client({ connectionString: postgresUrl });
  await root.connect();
  await root.query(`drop database if exists ${database} with (force)`);
  await root.end();
});

const admin = { email: "down-admin@finlytic.test", password: "Database-Down-Passw0rd!" };
// The directory reads the partners; the dashboard, the session behind a signed-in cookie
// (what it answers while the database is up is recorded first).
const pages = [{ path: "/partners/directory", cookie: "", up: 200 }];

const get = (path: string, cookie: string) =>
  fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

test("pages that read the database answer 503 while it is down, and again once it is back", async () => {
  test.setTimeout(60_000);
  for (const page of pages) {
    const status = (await get(page.path, page.cookie)).status;
    if (!page.up) page.up = status;
    expect(status, page.path).toBe(page.up);
    expect(status, page.path).toBeLessThan(500);
  }

  await proxy.close();
  for (const page of pages) {
    const response = await get(page.path, page.cookie);
    expect(response.status, page.path).toBe(503);
    expect(response.headers.get("retry-after"), page.path).toMatch(/^\d+$/);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain(SENTENCE);
  }
  // The API says the same.
  const api = await fetch(`${server.baseUrl}/api/auth/me`, {
    headers: { cookie: pages[1]!.cookie },
    redirect: "manual",
  });
  expect(api.status).toBe(503);

  await proxy.open();
  for (const page of pages)
    await expect
      .poll(async () => (await get(page.path, page.cookie)).status, { message: page.path })
      .toBe(page.up);
});
