// Test helpers (imported by *.test.ts only): call route handlers in-process and create accounts.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/password";
import type { PartnerRow, UserRow } from "@/lib/server/auth/users";

export const testOrigin = "http://localhost:3000";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (multipart bodies, raw text). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  token?: string;
  cookie?: string;
  ip?: string;
}

export interface CallResult {
  status: number;
  json: Record<string, unknown> & { success?: boolean; error?: string; message?: string };
  response: Response;
}

/** Calls a route handler as Next would, with a same-site Origin unless headers say otherwise. */
export async function callRoute(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult> {
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  const headers = new Headers({ origin: testOrigin, "x-forwarded-for": options.ip ?? "203.0.113.10", ...options.headers });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  const request = new NextRequest(new URL(path, testOrigin), { method, headers, body, ...(body ? { duplex: "half" } : {}) } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  const text = isJson ? await response.clone().text() : "";
  return { status: response.status, json: text ? JSON.parse(text) : {}, response };
}

export interface TestAccount {
  user: UserRow;
  partner: PartnerRow;
  email: string;
  password: string;
}

/** Inserts a partner company and its primary user directly (verified and active unless told). */
export async function createTestPartner(options: { email?: string; password?: string; verified?: boolean; status?: PartnerRow["status"]; companyName?: string } = {}): Promise<TestAccount> {
  const db = await getDb();
  const now = new Date().toISOString();
  const email = options.email ?? `partner-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? "Partner-Passw0rd!";
  const partner: PartnerRow = {
    id: randomUUID(),
    company_name: options.companyName ?? "Acme Advisory",
    website: "https://acme.example",
    industry: "Technology",
    company_size: "11-50",
    annual_revenue: "$1M - $5M",
    gst_tax_id: null,
    partnership_type: "referral",
    country: "US",
    tier: "bronze",
    certification_status: "pending",
    points: 0,
    status: options.status ?? "active",
    source: "admin",
    profile_json: "{}",
    registration_link_id: null,
    review_reason: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("partners").values(partner).execute();
  const user: UserRow = {
    id: randomUUID(),
    partner_id: partner.id,
    email,
    password_hash: await hashPassword(password),
    role: "partner",
    first_name: "Pat",
    last_name: "Partner",
    title: "Director",
    phone: "+1 555 0100",
    linkedin_url: null,
    email_verified_at: options.verified === false ? null : now,
    last_login_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("users").values(user).execute();
  return { user, partner, email, password };
}

/** The partner_token cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = header.match(/partner_token=([^;]*)/);
  return match ? `partner_token=${match[1]}` : "";
}

/** The newest outbox message to `to`, optionally whose subject contains `subject` (the text holds codes and links). */
export async function latestMailTo(to: string, subject?: string): Promise<{ subject: string; text_body: string } | undefined> {
  const db = await getDb();
  const rows = await db.selectFrom("outbox").select(["subject", "text_body"]).where("to_address", "=", to.toLowerCase()).orderBy("created_at", "desc").execute();
  return rows.find((row) => !subject || row.subject.includes(subject));
}

/** The first link in a message's text that contains `fragment`, and its token query parameter. */
export function linkIn(text: string, fragment: string): { url: URL; token: string } {
  const href = (text.match(/https?:\/\/\S+/g) ?? []).find((link) => link.includes(fragment));
  if (!href) throw new Error(`No link with ${fragment} in:\n${text}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get("token") ?? url.searchParams.get("invite") ?? "" };
}

/** Solves a captcha the way the tests may: decrypt the challenge token with the server's key. */
export async function solveCaptcha(): Promise<{ captchaToken: string; captchaAnswer: string }> {
  const { createCaptcha, captchaKey } = await import("@/lib/server/claims/captcha");
  const { jwtDecrypt } = await import("jose");
  const { token } = await createCaptcha();
  const { payload } = await jwtDecrypt(token, captchaKey());
  return { captchaToken: token, captchaAnswer: String(payload.answer) };
}

/** Marks `email` as verified by a one-time code, as POST /api/auth/verify-otp does. */
export async function markEmailVerified(email: string, verifiedAt = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insertInto("otp_codes")
    .values({
      id: randomUUID(),
      email: email.toLowerCase(),
      purpose: "email_verification",
      code_hash: "0".repeat(64),
      expires_at: new Date(verifiedAt.getTime() + 60_000).toISOString(),
      created_at: verifiedAt.toISOString(),
      verified_at: verifiedAt.toISOString(),
      claimed_at: null,
    })
    .execute();
}

export interface UploadPart {
  filename: string;
  content: Buffer;
  field?: string;
  type?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function buildMultipart(fields: Record<string, string>, files: UploadPart[], boundary = `----test${randomUUID().replaceAll("-", "")}`): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "attachments"}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`));
    chunks.push(file.content, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const fixtures = {
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  png: () => Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0"), Buffer.alloc(64, 0)]),
  exe: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
};
