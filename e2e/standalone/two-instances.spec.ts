import { expect, test } from "../support/test";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { readCaptchaAnswer } from "../support/captcha";
import { e2eConfig } from "../support/config";
import { findLinkInText } from "../support/links";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { registrationPayload, samplePdf } from "../support/registration";

// Two production servers over one fresh PostgreSQL database and one shared store behave as
// one application: a journey alternating between them request by request, rate limits
// counted across both, and 2,000 enquiries whose 4,000 emails both senders deliver exactly
// once. Run when TEST_POSTGRES_URL names a PostgreSQL server (as `npm test` in CI does).
const postgresUrl = process.env.TEST_POSTGRES_URL;
// With the storage module (lib/server/storage), files go to one S3 API (s3rver on loopback)
// and each server gets a folder of its own, which must stay empty of attachments. Before
// it, attachments live in UPLOAD_DIR, shared by both as a common volume would be.
const objectStore = fs.existsSync(path.join(import.meta.dirname, "../../lib/server/storage/index.ts"));
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// Loaded by require: s3rver ships no types, and the storage module's tests declare their own.
const S3rver = createRequire(import.meta.url)("s3rver") as new (
  options: Record<string, unknown>,
) => S3rverInstance;
test.skip(!postgresUrl, "needs TEST_POSTGRES_URL (a PostgreSQL server the test may create databases on)");
test.describe.configure({ mode: "serial" });

const admin = { email: "two-admin@finlytic.test", password: "Two-Instances-Passw0rd!" };
const database = `two_instances_${randomUUID().replaceAll("-", "")}`;
const received: { messageId: string; to: string; subject: string; text: string }[] = [];
let smtp: SMTPServer;
let s3: S3rverInstance | undefined;
const servers: OwnServer[] = [];
let shared = "";
let db: pg.Client;

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const root = new pg.Client({ connectionString: postgresUrl });
  await root.connect();
  await root.query(`create database ${database}`);
  await root.end();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? "",
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(e2eConfig.port + 34, "127.0.0.1", resolve));
  shared = fs.mkdtempSync(path.join(os.tmpdir(), "two-instances-store-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(shared, "s3"),
    configureBuckets: [{ name: "two-instances", configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const settings = {
    DATABASE_URL: databaseUrl(database),
    STORAGE_URL: "s3://two-instances/files",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    // One public address for both, as behind a load balancer.
    APP_URL: `http://127.0.0.1:${e2eConfig.port + 35}`,
    SMTP_URL: `smtp://127.0.0.1:${e2eConfig.port + 34}`,
    UPLOAD_DIR: path.join(shared, "uploads"),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The team's API is used with a password only here; two-factor sign-in has its own tests.
    ADMIN_REQUIRE_2FA: "false",
    // The test plays many visitors through one trusted proxy hop.
    TRUST_PROXY_HOPS: "1",
    CONTACT_RATE_LIMIT: "100000",
    MAIL_POLL_MS: "300",
    LOG_LEVEL: "debug",
  };
  // One after the other: the first migrates the fresh database and creates the admin.
  const uploads = (name: string) => ({ UPLOAD_DIR: path.join(shared, objectStore ? name : "uploads") });
  servers.push(await startOwnServer(e2eConfig.port + 35, { ...settings, ...uploads("uploads-a") }));
  servers.push(await startOwnServer(e2eConfig.port + 36, { ...settings, ...uploads("uploads-b") }));
  db = new pg.Client({ connectionString: databaseUrl(database) });
  await db.connect();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await db?.end();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await s3?.close();
  if (shared) fs.rmSync(shared, { recursive: true, force: true });
  if (postgresUrl) {
    const root = new pg.Client({ connectionString: postgresUrl });
    await root.connect();
    await root.query(`drop database if exists ${database} with (force)`);
    await root.end();
  }
});

let turn = 0;
/** The next server in turn: request by request, A, B, A, B ... */
function next(): string {
  turn += 1;
  return servers[turn % 2]!.baseUrl;
}

interface Call {
  json?: unknown;
  form?: FormData;
  token?: string;
  ip?: string;
  method?: string;
  on?: string;
}

async function call(
  pathname: string,
  options: Call = {},
): Promise<{ status: number; body: Record<string, unknown>; token?: string; raw: Response }> {
  const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? "198.51.100.10" };
  if (options.token) headers.cookie = `partner_token=${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(`${options.on ?? next()}${pathname}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const token = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("partner_token="))
    ?.split(";")[0]
    ?.slice("partner_token=".length);
  const type = response.headers.get("content-type") ?? "";
  const parsed = type.includes("json") ? ((await response.clone().json()) as Record<string, unknown>) : {};
  return { status: response.status, body: parsed, token: token || undefined, raw: response };
}

async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  await expect
    .poll(() => received.some((mail) => mail.to === to && subject.test(mail.subject)), {
      timeout: 20_000,
      message: `mail to ${to} ${subject}`,
    })
    .toBe(true);
  return received.filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1)!;
}

test("a partner journey alternating between the two servers request by request", async () => {
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 8);

  // A claim: the code mailed by one server verifies on the other.
  const applicant = `two-claim-${id}@two.test`;
  expect(
    (await call("/api/auth/send-otp", { json: { email: applicant, purpose: "email_verification" } })).status,
  ).toBe(200);
  const code = (await mailTo(applicant, /verification code/)).subject.match(/(\d{6})$/)![1]!;
  expect(
    (
      await call("/api/auth/verify-otp", {
        json: { email: applicant, otp: code, purpose: "email_verification" },
      })
    ).status,
  ).toBe(200);
  const challenge = (await call("/api/captcha")).body as { token: string };
  const answer = await readCaptchaAnswer(challenge.token);
  const claim = await call("/api/partners/claim-portal", {
    json: {
      firstName: "Ada",
      lastName: "Applicant",
      companyName: `Two Claim ${id}`,
      companyEmail: applicant,
      website: "applicant.example",
      companySize: "11-50",
      industry: "finance",
      customIndustry: "",
      currentTechnology: "NetSuite",
      linkedinUrl: "",
      country: "DE",
      customCountry: "",
      whyJoin: "We automate finance operations for our clients.",
      additionalInfo: "",
      captchaToken: challenge.token,
      captchaAnswer: answer,
    },
  });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);

  // The team signs in on one and invites on the other.
  const team = await call("/api/auth/login", { json: admin });
  expect(team.status).toBe(200);
  const email = `two-partner-${id}@two.test`;
  const company = `Two Partner ${id}`;
  const password = `Two-Passw0rd-${id}!`;
  expect(
    (await call("/api/admin/invitations", { json: { email, companyName: company }, token: team.token }))
      .status,
  ).toBeLessThan(300);
  const invite = findLinkInText((await mailTo(email, /invited/)).text, "register").searchParams.get(
    "invite",
  )!;

  // Registration with an attachment through one, verification through the other.
  const form = new FormData();
  form.append(
    "data",
    JSON.stringify({
      ...registrationPayload({ email, companyName: company, password }),
      invitationToken: invite,
    }),
  );
  form.append("attachments", new Blob([samplePdf], { type: "application/pdf" }), "profile.pdf");
  const registered = await call("/api/auth/register", { form });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const verify = findLinkInText(
    (await mailTo(email, /Verify your email/)).text,
    "verify-email",
  ).searchParams.get("token")!;
  expect((await call(`/api/auth/verify-email/${encodeURIComponent(verify)}`)).status).toBe(200);

  // The attachment uploaded through one downloads through the other, byte for byte.
  const found = (
    await call(`/api/admin/partners?search=${encodeURIComponent(company)}`, { token: team.token })
  ).body as { items: { id: string }[] };
  const partner = (await call(`/api/admin/partners/${found.items[0]!.id}`, { token: team.token })).body as {
    attachments?: { id: string }[];
    partner?: { attachments?: { id: string }[] };
  };
  const attachments = partner.attachments ?? partner.partner?.attachments ?? [];
  expect(attachments).toHaveLength(1);
  for (const server of servers) {
    const download = await call(`/api/admin/attachments/${attachments[0]!.id}`, {
      token: team.token,
      on: server.baseUrl,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.raw.arrayBuffer()).equals(samplePdf)).toBe(true);
  }
  if (objectStore) {
    // In the object store, on neither server's disk.
    const files = (dir: string) =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
    expect(
      files(path.join(shared, "s3", "two-instances")).filter((name) => name.endsWith("._S3rver_object")),
    ).toHaveLength(1);
    for (const name of ["uploads-a", "uploads-b"]) {
      expect(
        files(path.join(shared, name)).filter(
          (file) => !file.startsWith(".") && fs.statSync(path.join(shared, name, file)).isFile(),
        ),
      ).toEqual([]);
    }
  }

  // A session made on one is valid on the other; its sign-out revokes it on both.
  const login = await call("/api/auth/login", { json: { email, password } });
  expect(login.status).toBe(200);
  for (const server of servers)
    expect((await call("/api/auth/me", { token: login.token, on: server.baseUrl })).status).toBe(200);
  expect((await call("/api/auth/logout", { method: "POST", token: login.token })).status).toBe(200);
  for (const server of servers)
    expect((await call("/api/auth/me", { token: login.token, on: server.baseUrl })).status).toBe(401);
});

test("per-address and per-account limits count the attempts made on both servers", async () => {
  // Per address: 20 failed sign-ins from one address, alternating servers; the 21st is refused.
  const address = "203.0.113.77";
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const response = await call("/api/auth/login", {
      json: { email: `nobody-${attempt}-${randomUUID()}@two.test`, password: "Wrong-Passw0rd!" },
      ip: address,
    });
    expect(response.status, `attempt ${attempt}`).toBe(401);
  }
  for (const server of servers) {
    expect(
      (
        await call("/api/auth/login", {
          json: { email: `late-${randomUUID()}@two.test`, password: "Wrong-Passw0rd!" },
          ip: address,
          on: server.baseUrl,
        })
      ).status,
    ).toBe(429);
  }
  // Per account: 5 wrong passwords from five addresses over both servers; then refused on both.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(
      (
        await call("/api/auth/login", {
          json: { email: admin.email, password: `Wrong-${attempt}-Passw0rd!` },
          ip: `203.0.113.${attempt}`,
        })
      ).status,
    ).toBe(401);
  }
  for (const server of servers) {
    expect(
      (await call("/api/auth/login", { json: admin, ip: "203.0.113.200", on: server.baseUrl })).status,
    ).toBe(429);
  }
});

test("2,000 enquiries over both servers are stored once each, and both senders deliver every email exactly once", async () => {
  test.setTimeout(600_000);
  const before = received.length;
  const total = 2000;
  let index = 0;
  const statuses: number[] = [];
  const worker = async () => {
    for (let i = index++; i < total; i = index++) {
      const response = await fetch(`${servers[i % 2]!.baseUrl}/api/contact/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
        body: JSON.stringify({
          fullName: `Visitor ${i}`,
          email: `visitor-${i}@bulk.test`,
          company: "Scale Out Ltd",
          phoneNumber: "+44 20 7946 0958",
          industry: "Banking",
          companySize: "51-200",
          message: `Enquiry number ${i}: we close the month in 12 days.`,
          source: "Partners Page",
        }),
      });
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const stored = await db.query<{ n: string; distinct_emails: string }>(
    "select count(*) as n, count(distinct email) as distinct_emails from contact_enquiries where email like 'visitor-%@bulk.test'",
  );
  expect(stored.rows[0]).toEqual({ n: String(total), distinct_emails: String(total) });

  // Every outbox message leaves: none pending, none held.
  await expect
    .poll(
      async () =>
        Number(
          (
            await db.query<{ n: string }>(
              "select count(*) as n from outbox where status in ('pending', 'sending')",
            )
          ).rows[0]!.n,
        ),
      { timeout: 400_000, intervals: [1000] },
    )
    .toBe(0);
  const sentRows = (await db.query<{ id: string }>("select id from outbox where status = 'sent'")).rows.map(
    (row) => row.id,
  );
  expect(
    (await db.query<{ n: string }>("select count(*) as n from outbox where status = 'failed'")).rows[0]!.n,
  ).toBe("0");
  // Exactly once at the SMTP peer: every sent row once, nothing else.
  const ids = received.map((mail) => mail.messageId.replace(/^<|@.*$/g, ""));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.sort()).toEqual(sentRows.sort());
  expect(received.length - before).toBe(2 * total);
  // Both servers' senders took part.
  for (const server of servers) {
    const sentByServer = server
      .logs()
      .split("\n")
      .filter((line) => line.includes('"msg":"outbox run"'))
      .reduce((sum, line) => sum + Number((JSON.parse(line) as { sent: number }).sent), 0);
    expect(sentByServer, server.baseUrl).toBeGreaterThan(0);
  }
});
