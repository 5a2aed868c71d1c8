import { expect, request as playwrightRequest, test } from "../support/test";
import { randomUUID } from "node:crypto";
import { e2eConfig } from "../support/config";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { waitForMailedLink } from "../support/links";
import { listMail, waitForMail } from "../support/mail";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { registerFromInvitation, submitClaim } from "../support/registration";

// The production server's log of a whole journey (claim with an emailed code, invitation,
// registration with a password, email verification, sign-in, password reset, sign-out) is
// JSON, one line per API request with its id, and holds none of the secrets that crossed
// it: passwords, one-time codes, emailed tokens, session cookies.
let server: OwnServer;
const secrets = new Set<string>([adminAccount.password]);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startOwnServer(e2eConfig.port + 30, {
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    // The team's API is used with a password only here; two-factor sign-in has its own tests.
    ADMIN_REQUIRE_2FA: "false",
    SMTP_URL: `smtp://127.0.0.1:${e2eConfig.smtpPort}`,
    MAIL_POLL_MS: "300",
    LOG_LEVEL: "debug",
  });
});

test.afterAll(async () => server?.stop());

function logLines(): Record<string, unknown>[] {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test("a claim and registration journey leaves no password, code, token or cookie in the log", async () => {
  test.setTimeout(90_000);
  const baseUrl = server.baseUrl;
  const id = uniqueSuffix();
  const applicant = `log-claim-${id}@logs.test`;
  await submitClaim(
    {
      firstName: "Ada",
      companyName: `Log Claim ${id}`,
      email: applicant,
      whyJoin: "We automate finance operations for clients.",
    },
    baseUrl,
  );
  const code = (await waitForMail(applicant, "verification code")).subject.match(/(\d{6})$/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  secrets.add(code!);

  const admin = await playwrightRequest.newContext({ baseURL: baseUrl });
  expect((await admin.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const email = `log-partner-${id}@logs.test`;
  const password = `Log-Passw0rd-${id}!`;
  secrets.add(password);
  expect(
    (await admin.post("/api/admin/invitations", { data: { email, companyName: `Log Partner ${id}` } })).ok(),
  ).toBe(true);
  const invite = await waitForMailedLink(email, "invited", "register");
  secrets.add(invite.searchParams.get("invite")!);
  const partner = await registerFromInvitation(
    invite,
    { email, companyName: `Log Partner ${id}`, password },
    [],
    baseUrl,
  );
  const verify = await waitForMailedLink(email, "Verify your email", "verify-email");
  secrets.add(verify.searchParams.get("token")!);

  const login = await partner.post("/api/auth/login", {
    data: { email, password },
    headers: { "X-Request-Id": `journey-${id}` },
  });
  expect(login.status()).toBe(200);
  expect(login.headers()["x-request-id"]).toBe(`journey-${id}`);
  for (const state of [await partner.storageState(), await admin.storageState()]) {
    for (const cookie of state.cookies) secrets.add(cookie.value);
  }
  const bearer = (await login.json()) as { token?: string };
  if (bearer.token) secrets.add(bearer.token);

  expect((await partner.post("/api/auth/forgot-password", { data: { email } })).status()).toBe(200);
  const reset = await waitForMailedLink(email, /reset/i, "reset-password");
  const resetToken = reset.searchParams.get("token")!;
  secrets.add(resetToken);
  const newPassword = `Log-Reset-${id}-Passw0rd!`;
  secrets.add(newPassword);
  const resetAnswer = await partner.post("/api/auth/reset-password", {
    data: { token: resetToken, newPassword },
  });
  expect(resetAnswer.status(), await resetAnswer.text()).toBe(200);
  const again = await playwrightRequest.newContext({ baseURL: baseUrl });
  expect((await again.post("/api/auth/login", { data: { email, password: newPassword } })).status()).toBe(
    200,
  );
  for (const cookie of (await again.storageState()).cookies) secrets.add(cookie.value);
  // A wrong password and a made-up token are refused, and not logged either.
  const wrong = `Wrong-${randomUUID()}`;
  secrets.add(wrong);
  expect((await again.post("/api/auth/login", { data: { email, password: wrong } })).status()).toBe(401);
  expect((await again.post("/api/auth/logout")).status()).toBe(200);
  // Every mail of the run: its one-time material is among the secrets already; its body
  // must not be logged either (a sentence from each text).
  const mails = [...(await listMail(applicant)), ...(await listMail(email))];
  expect(mails.length).toBeGreaterThanOrEqual(4);
  for (const mail of mails)
    for (const token of mail.text.match(/(?<=[?&](?:token|invite)=)[^\s&]+/g) ?? [])
      secrets.add(decodeURIComponent(token));
  await Promise.all([admin.dispose(), partner.dispose(), again.dispose()]);

  // The last lines are written after the last answers: wait for the sign-out's request line
  // and the mail sender's runs that sent every email of the journey.
  const lastLinesWritten = () => {
    const lines = logLines();
    const signedOut = lines.some((line) => line.msg === "request" && line.route === "/api/auth/logout");
    const sent = lines
      .filter((line) => line.msg === "outbox run")
      .reduce((total, line) => total + Number(line.sent ?? 0), 0);
    return signedOut && sent >= mails.length;
  };
  await expect.poll(lastLinesWritten, { message: "the sign-out and the sender in the log" }).toBe(true);
  const log = server.logs();
  expect(log.length).toBeGreaterThan(1000);
  for (const secret of secrets) {
    expect(secret.length, "a secret worth looking for").toBeGreaterThanOrEqual(6);
    expect(log.includes(secret), `the log holds a secret (${secret.slice(0, 3)}…)`).toBe(false);
    expect(
      log.includes(encodeURIComponent(secret)),
      `the log holds an encoded secret (${secret.slice(0, 3)}…)`,
    ).toBe(false);
  }
  for (const mail of mails) {
    const sentence = mail.text.split("\n").find((line) => line.trim().length > 30);
    if (sentence)
      expect(log.includes(sentence.trim()), `an email body line: ${sentence.slice(0, 20)}…`).toBe(false);
  }
});

test("every API request is one JSON line with its id, method, route pattern, status and duration", async () => {
  const lines = logLines();
  const requests = lines.filter((line) => line.msg === "request");
  expect(requests.length).toBeGreaterThan(10);
  for (const line of requests) {
    expect(line).toMatchObject({
      level: expect.any(String),
      time: expect.any(String),
      reqId: expect.any(String),
      method: expect.any(String),
      route: expect.stringMatching(/^\/api\//),
      status: expect.any(Number),
      ms: expect.any(Number),
    });
  }
  // The route, not the path: the verification token of the address is not in it.
  expect(requests.some((line) => line.route === "/api/auth/verify-email/[token]")).toBe(true);
  const login = requests.find((line) => typeof line.reqId === "string" && line.reqId.startsWith("journey-"));
  expect(login).toMatchObject({ method: "POST", route: "/api/auth/login", status: 200 });
  expect(requests.filter((line) => line.reqId === login!.reqId)).toHaveLength(1);
});

test("a request id that is not sane is replaced by a fresh one, and echoed", async ({ request }) => {
  const response = await request.get(`${server.baseUrl}/api/health/live`, {
    headers: { "X-Request-Id": "bad id\twith spaces and a very long tail".padEnd(300, "x") },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const none = await request.get(`${server.baseUrl}/api/health/live`);
  expect(none.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(none.headers()["x-request-id"]).not.toBe(response.headers()["x-request-id"]);
});

test("the health endpoints read no input: odd queries, headers and bodies change nothing, other methods are 405", async ({
  request,
}) => {
  const odd = [
    "?check=database",
    "?q=' or 1=1 --",
    "?x=<script>alert(1)</script>",
    "?ü=ß",
    `?long=${"x".repeat(4000)}`,
    "?status=error",
    "?__proto__=1",
    "?%F0%9F%92%A5=1",
    "?ready=false",
    "?checks[smtp]=ok",
    "?a=1&a=2",
  ];
  for (const route of ["/api/health/live", "/api/health/ready"]) {
    const plain = await (await request.get(`${server.baseUrl}${route}`)).json();
    for (const query of odd) {
      const response = await request.get(`${server.baseUrl}${route}${query}`);
      expect(response.status(), `${route}${query}`).toBe(200);
      expect(await response.json()).toEqual(plain);
    }
    // A NUL anywhere in an address is refused site-wide (server/address-checks.ts), these included.
    expect((await request.get(`${server.baseUrl}${route}?a=%00`)).status()).toBe(400);
    const oddHeaders: Record<string, string>[] = [
      { cookie: "partner_token=forged" },
      { authorization: "Bearer forged" },
      { "x-request-id": "' or 1=1 --" },
      { "x-forwarded-for": "1.2.3.4" },
    ];
    for (const headers of oddHeaders) {
      expect(
        (await request.get(`${server.baseUrl}${route}`, { headers })).status(),
        JSON.stringify(headers),
      ).toBe(200);
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await request.fetch(`${server.baseUrl}${route}`, {
        method,
        data: { status: "error" },
        headers: { origin: server.baseUrl },
      });
      expect(response.status(), `${method} ${route}`).toBe(405);
    }
  }
});
