import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportRoute } from "@/app/api/partners/account/export/route";
import { POST as deletionRoute } from "@/app/api/partners/account/deletion/route";
import { GET as requestsRoute } from "@/app/api/admin/deletion-requests/route";
import { POST as approveRoute } from "@/app/api/admin/deletion-requests/[id]/approve/route";
import { POST as personExportRoute } from "@/app/api/admin/privacy/export/route";
import { POST as personEraseRoute } from "@/app/api/admin/privacy/erase/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { authMessages } from "@/lib/validation/auth";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { privacyMessages, REASON_MAX_LENGTH } from "@/lib/validation/privacy";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import {
  callRoute,
  clientAddresses,
  type CallOptions,
  type CallResult,
  type Handler,
} from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on every export and erasure endpoint: the 4xx, the exact message, and nothing
// changed: deletion requests, users, sessions, enquiries, the audit log and the outbox are
// the same before and after.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
const db = useTestDatabase();
const nextIp = clientAddresses("10.62");
const crossSite = "Cross-site requests are not allowed.";
const notJson = "The request body must be JSON (Content-Type: application/json).";
const raw = (text: string, type = "application/json") => ({
  rawBody: text,
  headers: { "content-type": type },
});

async function footprint() {
  const d = db();
  return {
    requests: await d.selectFrom("deletion_requests").selectAll().orderBy("id").execute(),
    users: await d.selectFrom("users").selectAll().orderBy("id").execute(),
    sessions: await d.selectFrom("sessions").select(["id", "revoked_at"]).orderBy("id").execute(),
    enquiries: await d.selectFrom("contact_enquiries").select("id").orderBy("id").execute(),
    audit: await d.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    outbox: await d.selectFrom("outbox").select("id").orderBy("id").execute(),
  };
}

let partner: { token: string; email: string; userId: string };
let pendingPartner: { token: string };
let unverified: { token: string };
let admin: { token: string; email: string };
let approvedId: string;

async function sessionOf(options: Parameters<typeof createTestPartner>[0]) {
  const account = await createTestPartner(options);
  return {
    token: (await createSession(await getDb(), account.user)).token,
    email: account.email,
    userId: account.user.id,
  };
}

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

interface Case {
  name: string;
  handler: Handler;
  path: string;
  call: () => Partial<CallOptions>;
  status: number;
  error: string | (() => string);
}

const deletion = (
  name: string,
  call: () => Partial<CallOptions>,
  status: number,
  error: string | (() => string),
): Case => ({
  name: `deletion: ${name}`,
  handler: deletionRoute as Handler,
  path: "/api/partners/account/deletion",
  call: () => ({ method: "POST", token: partner.token, ...call() }),
  status,
  error,
});
const exporting = (name: string, call: () => Partial<CallOptions>, status: number, error: string): Case => ({
  name: `export: ${name}`,
  handler: exportRoute as Handler,
  path: "/api/partners/account/export",
  call,
  status,
  error,
});
const approve = (name: string, call: () => Partial<CallOptions>, status: number, error: string): Case => ({
  name: `approve: ${name}`,
  handler: approveRoute as Handler,
  path: "/api/admin/deletion-requests/x/approve",
  call: () => ({ method: "POST", token: admin.token, params: { id: crypto.randomUUID() }, ...call() }),
  status,
  error,
});
const person = (
  route: "export" | "erase",
  name: string,
  call: () => Partial<CallOptions>,
  status: number,
  error: string,
  field?: string,
): Case & { field?: string } => ({
  name: `person ${route}: ${name}`,
  handler: (route === "export" ? personExportRoute : personEraseRoute) as Handler,
  path: `/api/admin/privacy/${route}`,
  call: () => ({ method: "POST", token: admin.token, ...call() }),
  status,
  error,
  field,
});

const cases: (Case & { field?: string })[] = [
  deletion(
    "a foreign Origin",
    () => ({ body: {}, headers: { origin: "https://evil.example" } }),
    403,
    crossSite,
  ),
  deletion("an opaque Origin", () => ({ body: {}, headers: { origin: "null" } }), 403, crossSite),
  deletion("no session", () => ({ body: {}, token: undefined }), 401, authMessages.unauthenticated),
  deletion(
    "a forged token",
    () => ({ body: {}, token: "forged.token.value" }),
    401,
    authMessages.unauthenticated,
  ),
  deletion(
    "an admin (not a partner user)",
    () => ({ body: {}, token: admin.token }),
    403,
    authMessages.partnersOnly,
  ),
  deletion(
    "a company waiting for approval",
    () => ({ body: {}, token: pendingPartner.token }),
    403,
    authMessages.pendingApproval,
  ),
  deletion(
    "an unverified email",
    () => ({ body: {}, token: unverified.token }),
    403,
    authMessages.emailNotVerified,
  ),
  deletion(
    "a reason too long",
    () => ({ body: { reason: "x".repeat(REASON_MAX_LENGTH + 1) } }),
    400,
    privacyMessages.reasonTooLong,
  ),
  deletion("a reason that is a number", () => ({ body: { reason: 42 } }), 400, privacyMessages.reasonInvalid),
  deletion(
    "a reason that is a list",
    () => ({ body: { reason: ["a"] } }),
    400,
    privacyMessages.reasonInvalid,
  ),
  deletion("a reason with NUL", () => raw('{"reason":"a\\u0000b"}'), 400, invalidCharactersMessage),
  deletion(
    "another user's id",
    () => ({ body: { userId: crypto.randomUUID() } }),
    400,
    privacyMessages.deletionFields,
  ),
  deletion(
    "a __proto__ field",
    () => raw('{"__proto__":{"isAdmin":true}}'),
    400,
    privacyMessages.deletionFields,
  ),
  deletion("an array body", () => ({ body: [] }), 400, privacyMessages.deletionFields),
  deletion("a null body", () => ({ body: null }), 400, privacyMessages.deletionFields),
  deletion("a string body", () => ({ body: "close it" }), 400, privacyMessages.deletionFields),
  deletion("broken JSON", () => raw("{"), 400, "The request body is not valid JSON."),
  deletion("an empty body", () => raw(""), 400, "The request body is empty."),
  deletion("a form body", () => raw("reason=x", "application/x-www-form-urlencoded"), 415, notJson),
  deletion(
    "a body over 4 KB",
    () => ({ body: { reason: "x".repeat(5000) } }),
    413,
    "The request body is too large (limit 4 KB).",
  ),
  exporting("no session", () => ({}), 401, authMessages.unauthenticated),
  exporting("a forged token", () => ({ token: "forged.token.value" }), 401, authMessages.unauthenticated),
  exporting("an admin", () => ({ token: admin.token }), 403, authMessages.partnersOnly),
  exporting(
    "a company waiting for approval",
    () => ({ token: pendingPartner.token }),
    403,
    authMessages.pendingApproval,
  ),
  exporting("a NUL in the query", () => ({ token: partner.token }), 400, forbiddenAddressMessage),
  approve("an unknown id", () => ({}), 404, privacyMessages.requestNotFound),
  approve("an approved request", () => ({ params: { id: approvedId } }), 409, privacyMessages.requestDecided),
  approve(
    "a field in the body",
    () => ({ params: { id: approvedId }, body: { erase: true } }),
    400,
    privacyMessages.approveFields,
  ),
  approve("a partner's session", () => ({ token: partner.token }), 403, authMessages.adminsOnly),
  approve("no session", () => ({ token: undefined }), 401, authMessages.unauthenticated),
  approve("a foreign Origin", () => ({ headers: { origin: "https://evil.example" } }), 403, crossSite),
  approve("a NUL in the id", () => ({ params: { id: "a\u0000b" } }), 400, forbiddenAddressMessage),
  person("export", "no email", () => ({ body: {} }), 400, privacyMessages.emailMissing, "email"),
  person(
    "export",
    "an invalid email",
    () => ({ body: { email: "not-an-email" } }),
    400,
    privacyMessages.emailInvalid,
    "email",
  ),
  person(
    "export",
    "an unknown email",
    () => ({ body: { email: "nobody-here@example.com" } }),
    404,
    privacyMessages.personNotFound,
  ),
  person(
    "export",
    "an extra field",
    () => ({ body: { email: "a@example.com", partnerId: "x" } }),
    400,
    privacyMessages.personFields,
    "body",
  ),
  person(
    "export",
    "a partner's session",
    () => ({ body: { email: "a@example.com" }, token: partner.token }),
    403,
    authMessages.adminsOnly,
  ),
  person(
    "erase",
    "an email with markup",
    () => ({ body: { email: "<svg/onload=alert(1)>@x.co" } }),
    400,
    privacyMessages.emailInvalid,
    "email",
  ),
  person(
    "erase",
    "an email that is a number",
    () => ({ body: { email: 12 } }),
    400,
    privacyMessages.emailMissing,
    "email",
  ),
  person(
    "erase",
    "an unknown email",
    () => ({ body: { email: "nobody-here@example.com" } }),
    404,
    privacyMessages.personNotFound,
  ),
  person(
    "erase",
    "a team member's email",
    () => ({ body: { email: admin.email } }),
    409,
    privacyMessages.adminErasure,
  ),
  person(
    "erase",
    "a foreign Origin",
    () => ({ body: { email: "a@example.com" }, headers: { origin: "https://evil.example" } }),
    403,
    crossSite,
  ),
  person(
    "erase",
    "no session",
    () => ({ body: { email: "a@example.com" }, token: undefined }),
    401,
    authMessages.unauthenticated,
  ),
];

describe("export and erasure endpoints refuse bad input, changing nothing", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const before = await footprint();
    const path = c.name === "export: a NUL in the query" ? "/api/partners/account/export?x=a%00b" : c.path;
    const result: CallResult = await callRoute(c.handler, path, { ip: nextIp(), ...c.call() });
    const error = typeof c.error === "function" ? c.error() : c.error;
    expect({ status: result.status, error: result.json.error }).toEqual({ status: c.status, error });
    if (c.field) expect(result.json.errors).toEqual({ [c.field]: error });
    expect(await footprint()).toEqual(before);
  });

  it("refuses a second open request from the same user", async () => {
    const user = await sessionOf({});
    expect(
      (
        await callRoute(deletionRoute, "/api/partners/account/deletion", {
          method: "POST",
          token: user.token,
          body: { reason: "first" },
          ip: nextIp(),
        })
      ).status,
    ).toBe(201);
    const before = await footprint();
    const again = await callRoute(deletionRoute, "/api/partners/account/deletion", {
      method: "POST",
      token: user.token,
      body: { reason: "second" },
      ip: nextIp(),
    });
    expect({ status: again.status, error: again.json.error }).toEqual({
      status: 409,
      error: privacyMessages.deletionPending,
    });
    expect(await footprint()).toEqual(before);
  });

  it("lists only pending or approved requests", async () => {
    const bad = await callRoute(requestsRoute, "/api/admin/deletion-requests?status=deleted", {
      token: admin.token,
      ip: nextIp(),
    });
    expect({ status: bad.status, error: bad.json.error }).toEqual({
      status: 400,
      error: privacyMessages.statusInvalid,
    });
    const partnerCall = await callRoute(requestsRoute, "/api/admin/deletion-requests", {
      token: partner.token,
      ip: nextIp(),
    });
    expect(partnerCall.status).toBe(403);
    const approved = await callRoute(requestsRoute, "/api/admin/deletion-requests?status=approved", {
      token: admin.token,
      ip: nextIp(),
    });
    expect((approved.json.requests as { id: string }[]).map((r) => r.id)).toContain(approvedId);
  });
});
