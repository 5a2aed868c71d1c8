// Ports and settings shared by the Playwright config, the servers it starts and the tests.
// E2E_PORT_BASE moves all three ports, so two checkouts can run their suites at once.
const port = Number(process.env.E2E_PORT_BASE ?? 3100);
const smtpPort = port + 1;
const mailApiPort = port + 2;
// The portal-proxy project's server: PARTNER_API_URL points at the main server's API.
const proxyPort = port + 3;
// Single sign-on: the test identity provider's port, and the DNS server (UDP) that answers the
// TXT records proving partner companies' domains (e2e/portal/partner-sso.spec.ts).
const oidcProviderPort = port + 53;
const dnsPort = port + 54;

export const e2eConfig = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  // The public address `npm test` builds with (scripts/test-all.mjs). The server runs on
  // loopback with APP_URL = baseUrl, and everything that names the site (sitemap, robots.txt,
  // canonical links, Open Graph data, JSON-LD, emails, the Origin check) must use that one:
  // the specs check this build-time address appears nowhere.
  buildAppUrl: "https://www.finlytic.test",
  smtpPort,
  mailApiPort,
  oidcProviderPort,
  dnsServer: `127.0.0.1:${dnsPort}`,
  mailApiUrl: `http://127.0.0.1:${mailApiPort}`,
  chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  serverEnv: {
    PORT: String(port),
    // Per port base: two runs at once (npm test runs shards side by side) keep their own data.
    DATA_DIR: `./data/e2e-${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    CONTACT_INBOX: "inbox@finlytic.test",
    PROGRAMME_EMAIL: "programme@finlytic.test",
    ADMIN_EMAIL: "admin@finlytic.test",
    ADMIN_PASSWORD: "Admin-Passw0rd!",
    // The console's journeys sign the seeded admin in with a password only; the guard that
    // sends an admin without two-factor authentication to set it up has its own tests.
    ADMIN_REQUIRE_2FA: "false",
    MAIL_POLL_MS: "500",
    // Every e2e enquiry comes from 127.0.0.1; a reused server must not run out.
    CONTACT_RATE_LIMIT: "1000",
    ADDRESS_RATE_LIMIT_SCALE: "50",
    // The webhook spec's receiver listens on loopback over plain http; retries are checked often.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    WEBHOOK_POLL_MS: "1000",
    // The test identity provider listens on loopback over plain http; domain proofs ask the
    // tests' own DNS server.
    OIDC_ALLOW_HTTP_ISSUERS: "true",
    OIDC_ALLOW_PRIVATE_ISSUERS: "true",
    SSO_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
    // Warnings and errors only: a request line per API call would bury the test report
    // (e2e/standalone/logs.spec.ts checks the request lines on a server of its own).
    LOG_LEVEL: "warn",
  },
  proxyPort,
  proxyBaseUrl: `http://127.0.0.1:${proxyPort}`,
};

/** The proxying instance: no partner data of its own, every partner endpoint forwarded. */
export const proxyServerEnv = {
  ...e2eConfig.serverEnv,
  PORT: String(proxyPort),
  DATA_DIR: `./data/e2e-proxy-${port}`,
  APP_URL: e2eConfig.proxyBaseUrl,
  PARTNER_API_URL: `${e2eConfig.baseUrl}/api`,
};
