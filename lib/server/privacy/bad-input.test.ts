import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/partners/account/export/route";
import { POST as deletionRoute } from "@/app/api/partners/account/deletion/route";
import { authMessages } from "@/lib/validation/auth";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { privacyMessages, REASON_MAX_LENGTH } from "@/lib/validation/privacy";
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
  crossSite,
  footprint,
  notJson,
  partner,
  pendingPartner,
  preparePrivacyRefusals,
  raw,
  sessionOf,
  unverified,
  type Case,
} from "@/test/support/privacy-refusals";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on a partner's own export and deletion request: the 4xx, the exact message, and
// nothing changed: deletion requests, users, sessions, enquiries, the audit log and the outbox
// are the same before and after. The programme team's endpoints are in ./bad-input-console.test.ts.

useTestDatabase();
const nextIp = clientAddresses("10.62");
preparePrivacyRefusals(nextIp);

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
});
