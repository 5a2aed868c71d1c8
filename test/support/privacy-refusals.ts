// What the export and erasure endpoints' bad-input tests share (imported by *.test.ts only):
// the refusal messages, raw bodies, the accounts the refusals are made with, and the footprint
// (deletion requests, users, sessions, enquiries, audit log, outbox) that a refusal must not change.
import { beforeAll, expect } from "vitest";
import { POST as deletionRoute } from "@/app/api/partners/account/deletion/route";
import { POST as approveRoute } from "@/app/api/admin/deletion-requests/[id]/approve/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { adminToken, createTestPartner } from "./accounts";
import { callRoute, type CallOptions, type Handler } from "./routes";

export const crossSite = "Cross-site requests are not allowed.";
export const notJson = "The request body must be JSON (Content-Type: application/json).";
export const raw = (text: string, type = "application/json") => ({
  rawBody: text,
  headers: { "content-type": type },
});

export async function footprint() {
  const d = await getDb();
  return {
    requests: await d.selectFrom("deletion_requests").selectAll().orderBy("id").execute(),
    users: await d.selectFrom("users").selectAll().orderBy("id").execute(),
    sessions: await d.selectFrom("sessions").select(["id", "revoked_at"]).orderBy("id").execute(),
    enquiries: await d.selectFrom("contact_enquiries").select("id").orderBy("id").execute(),
    audit: await d.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    outbox: await d.selectFrom("outbox").select("id").orderBy("id").execute(),
  };
}

export let partner: { token: string; email: string; userId: string };
export let pendingPartner: { token: string };
export let unverified: { token: string };
export let admin: { token: string; email: string };
export let approvedId: string;

export async function sessionOf(options: Parameters<typeof createTestPartner>[0]) {
  const account = await createTestPartner(options);
  return {
    token: (await createSession(await getDb(), account.user)).token,
    email: account.email,
    userId: account.user.id,
  };
}

/**
 * Sets up, before the calling file's tests, a partner session (active, waiting for approval and
 * unverified), a programme-team session and an approved deletion request.
 */
export function preparePrivacyRefusals(nextIp: () => string) {
  beforeAll(async () => {
    partner = await sessionOf({});
    pendingPartner = await sessionOf({ status: "pending_approval" });
    unverified = await sessionOf({ verified: false });
    const adminEmail = `admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
    admin = { ...(await adminToken(adminEmail)), email: adminEmail };
    // An approved request, to approve again.
    const closed = await sessionOf({});
    const asked = await callRoute(deletionRoute, "/api/partners/account/deletion", {
      method: "POST",
      token: closed.token,
      body: {},
      ip: nextIp(),
    });
    approvedId = (asked.json.request as { id: string }).id;
    expect(
      (
        await callRoute(approveRoute, "/x", {
          method: "POST",
          token: admin.token,
          params: { id: approvedId },
          ip: nextIp(),
        })
      ).status,
    ).toBe(200);
  });
}

export interface Case {
  name: string;
  handler: Handler;
  path: string;
  call: () => Partial<CallOptions>;
  status: number;
  error: string | (() => string);
}
