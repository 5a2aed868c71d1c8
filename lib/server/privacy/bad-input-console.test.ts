import { describe, expect, it } from "vitest";
import { GET as requestsRoute } from "@/app/api/admin/deletion-requests/route";
import { POST as approveRoute } from "@/app/api/admin/deletion-requests/[id]/approve/route";
import { POST as personExportRoute } from "@/app/api/admin/privacy/export/route";
import { POST as personEraseRoute } from "@/app/api/admin/privacy/erase/route";
import { authMessages } from "@/lib/validation/auth";
import { privacyMessages } from "@/lib/validation/privacy";
import { forbiddenAddressMessage } from "@/server/address-checks";
import {
  callRoute,
  clientAddresses,
  type CallOptions,
  type CallResult,
  type Handler,
} from "@/test/support/routes";
import {
  admin,
  approvedId,
  crossSite,
  footprint,
  partner,
  preparePrivacyRefusals,
  type Case,
} from "@/test/support/privacy-refusals";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on the programme team's deletion approval, request list and person export and
// erasure: the 4xx, the exact message, and nothing changed. A partner's own export and deletion
// request are in ./bad-input.test.ts.

useTestDatabase();
const nextIp = clientAddresses("10.62");
preparePrivacyRefusals(nextIp);

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
