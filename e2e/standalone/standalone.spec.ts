import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eConfig } from "../support/config";

// The deployment artefact: `node .next/standalone/server.js` (output: "standalone", with the
// static assets copied beside it by `npm run build`) serves the pages, their assets, the API
// and a sign-in on its own, from a fresh data directory.
const port = e2eConfig.port + 9;
const baseUrl = `http://127.0.0.1:${port}`;
const admin = { email: "standalone-admin@finlytic.test", password: "Standalone-Passw0rd!" };
let server: ChildProcess | undefined;
let dataDir = "";
let output = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "standalone-data-"));
  server = spawn(process.execPath, [".next/standalone/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      SESSION_SECRET: e2eConfig.serverEnv.SESSION_SECRET,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: "",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/api/health`).then((r) => r.ok).catch(() => false);
    if (ready) return;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The standalone server did not start:\n${output}`);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server?.once("exit", resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("serves the home page with its scripts, styles and media", async ({ page }) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  const response = await page.goto(`${baseUrl}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const assets = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(assets.some((url) => url.includes("/_next/static/chunks/"))).toBe(true);
  expect(failed).toEqual([]);
  const poster = await page.request.get(`${baseUrl}/media/video/finance-agents-poster.webp`);
  expect(poster.status()).toBe(200);
});

test("answers the health check and signs in through the API", async ({ request }) => {
  const health = await request.get(`${baseUrl}/api/health`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const login = await request.post(`${baseUrl}/api/auth/login`, { data: admin, headers: { origin: baseUrl } });
  expect(login.status()).toBe(200);
  expect(login.headers()["set-cookie"]).toContain("partner_token=");
  const me = await request.get(`${baseUrl}/api/auth/me`);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: admin.email } });
});
