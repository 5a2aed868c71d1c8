// Two production servers over one fresh PostgreSQL database and one shared store, for the
// standalone specs (imported by e2e/standalone/*.spec.ts only): their settings, the mail both
// deliver, the database they share, and calls alternating between them request by request.
import { expect, test } from "./test";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { e2eConfig } from "./config";
import { startOwnServer, type OwnServer } from "./own-server";

export const postgresUrl = process.env.TEST_POSTGRES_URL;
// With the storage module (lib/server/storage), files go to one S3 API (s3rver on loopback)
// and each server gets a folder of its own, which must stay empty of attachments. Before
// it, attachments live in UPLOAD_DIR, shared by both as a common volume would be.
export const objectStore = fs.existsSync(path.join(import.meta.dirname, "../../lib/server/storage/index.ts"));
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// Loaded by require: s3rver ships no types, and the storage module's tests declare their own.
const S3rver = createRequire(import.meta.url)("s3rver") as new (
  options: Record<string, unknown>,
) => S3rverInstance;

export const admin = { email: "two-admin@finlytic.test", password: "Two-Instances-Passw0rd!" };
let database = "";
export const received: { messageId: string; to: string; subject: string; text: string }[] = [];
let smtp: SMTPServer;
let s3: S3rverInstance | undefined;
export const servers: OwnServer[] = [];
export let shared = "";
export let db: pg.Client;

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the two servers (with their database, SMTP server and object store) before a spec
 * file's tests and stops them after; the file is skipped without TEST_POSTGRES_URL and runs serially.
 */
export function useTwoInstances() {
  test.skip(!postgresUrl, "needs TEST_POSTGRES_URL (a PostgreSQL server the test may create databases on)");
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Each spec file its own database, servers and mail (spec files of one worker share this module).
    database = `two_instances_${randomUUID().replaceAll("-", "")}`;
    received.length = 0;
    servers.length = 0;
    turn = 0;
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
}

let turn = 0;
/** The next server in turn: request by request, A, B, A, B ... */
function next(): string {
  turn += 1;
  return servers[turn % 2]!.baseUrl;
}

export interface Call {
  json?: unknown;
  form?: FormData;
  token?: string;
  ip?: string;
  method?: string;
  on?: string;
}

export async function call(
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

export async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  await expect
    .poll(() => received.some((mail) => mail.to === to && subject.test(mail.subject)), {
      timeout: 20_000,
      message: `mail to ${to} ${subject}`,
    })
    .toBe(true);
  return received.filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1)!;
}
