import { defineConfig, devices } from "@playwright/test";
import { e2eConfig, proxyServerEnv } from "./e2e/support/config";

// End-to-end tests run against the production build (`npm run build` first) served on
// loopback, with a real SMTP server that captures every email the application sends.
export default defineConfig({
  testDir: "./e2e",
  // Per port base, like the servers' data: npm test runs two shards at once, and each run
  // empties its output folder when it starts.
  outputDir: `test-results/${e2eConfig.port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: e2eConfig.baseUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: e2eConfig.chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "marketing", testMatch: /e2e\/marketing\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "portal", testMatch: /e2e\/portal\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "standalone", testMatch: /e2e\/standalone\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    // The portal's journeys once more through a second server in proxy mode (PARTNER_API_URL
    // = the main server's /api): every partner endpoint and session check goes upstream.
    // Set-up through the programme team's API still talks to the main server.
    {
      name: "portal-proxy",
      testMatch:
        /e2e\/(portal\/(journey|auth|dashboard|dashboard-routes|registration|registration-invitation|claim|claim-captcha|claim-early-input|guard|account-security|notifications|team)|portal-proxy\/.*)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: e2eConfig.proxyBaseUrl },
    },
  ],
  webServer: [
    {
      command: "node e2e/support/mail-sink.mjs",
      url: `${e2eConfig.mailApiUrl}/health`,
      reuseExistingServer: !process.env.CI,
      env: {
        MAIL_SINK_SMTP_PORT: String(e2eConfig.smtpPort),
        MAIL_SINK_HTTP_PORT: String(e2eConfig.mailApiPort),
      },
    },
    {
      command: "node e2e/support/serve-e2e.mjs",
      url: `${e2eConfig.baseUrl}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "pipe",
      env: e2eConfig.serverEnv,
    },
    {
      command: "node e2e/support/serve-e2e.mjs",
      url: `${e2eConfig.proxyBaseUrl}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "pipe",
      env: proxyServerEnv,
    },
  ],
});
