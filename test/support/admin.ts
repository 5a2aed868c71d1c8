// Test helpers for the console (imported by *.test.ts only): signed-in admins and partners,
// and rows inserted directly.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { createAdmin } from "@/lib/server/auth/admins";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { createTestPartner } from "./routes";

export async function adminToken(email = `admin-${randomUUID().slice(0, 8)}@example.com`): Promise<{ token: string; userId: string }> {
  const admin = await createAdmin({ email, password: "Admin-Passw0rd!" });
  const session = await createSession(await getDb(), { id: admin.id, role: "admin" });
  return { token: session.token, userId: admin.id };
}

export async function partnerToken(): Promise<{ token: string; partnerId: string }> {
  const account = await createTestPartner({ email: `partner-${randomUUID().slice(0, 8)}@example.com` });
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, partnerId: account.partner.id };
}

/** An ISO time `minutes` after a fixed origin, so orderings in tests are explicit. */
export const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 9, 0) + minutes * 60_000).toISOString();

export async function insertEnquiry(fields: { fullName: string; email: string; message?: string; company?: string; phone?: string; createdAt: string }): Promise<string> {
  const id = randomUUID();
  await (await getDb())
    .insertInto("contact_enquiries")
    .values({
      id,
      full_name: fields.fullName,
      email: fields.email,
      company: fields.company ?? "",
      phone_number: fields.phone ?? "",
      industry: "",
      company_size: "",
      message: fields.message ?? "",
      source: "Contact Page",
      created_at: fields.createdAt,
    })
    .execute();
  return id;
}

export async function insertOutbox(fields: { to: string; status: "pending" | "sending" | "sent" | "failed"; lastError?: string; kind?: string; refId?: string; createdAt?: string; lockedUntil?: string }): Promise<string> {
  const id = randomUUID();
  const now = fields.createdAt ?? new Date().toISOString();
  await (await getDb())
    .insertInto("outbox")
    .values({
      id,
      to_address: fields.to,
      subject: `Subject for ${fields.to}`,
      text_body: "Body",
      html_body: null,
      reply_to: null,
      kind: fields.kind ?? "test",
      ref_id: fields.refId ?? null,
      status: fields.status,
      attempts: fields.lastError ? 2 : 0,
      last_error: fields.lastError ?? null,
      next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
      locked_until: fields.lockedUntil ?? null,
      created_at: now,
      sent_at: fields.status === "sent" ? now : null,
    })
    .execute();
  return id;
}

/** Calls a GET route handler and returns the raw Response (for downloads, which are not JSON). */
export async function getRaw(handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, token?: string): Promise<Response> {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.10" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  return handler(new NextRequest(new URL(path, "http://localhost:3000"), { headers }), { params: Promise.resolve({}) });
}
