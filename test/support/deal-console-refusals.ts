// The programme team's deal endpoints refusing bad input in tests (imported by *.test.ts
// only): a table row is [label, target id, body, status, message, field, caller]; a refusal
// answers the status and message and stores nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, expect } from "vitest";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { decideExtension } from "@/lib/server/deals/console-extension";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { adminMessages } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth-messages";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, partnerToken } from "./accounts";
import { footprint, ip, register, withExtensionRequest } from "./deal-console";
import { callRoute, type CallResult } from "./routes";

export type Fixture =
  | "pending"
  | "approved"
  | "requested"
  | "granted"
  | "refused"
  | "rejected"
  | "won"
  | "partnerId"
  | "adminId"
  | "commissionId";
export type Who = "admin" | "partner" | "anonymous" | "forged" | { origin: string };
/** [label, target id, body, status, message, field of errors (none: no errors), caller] */
export type Case = [
  label: string,
  target: () => string,
  body: unknown,
  status: number,
  message: string,
  field?: string,
  who?: Who,
];
export class RawBody {
  constructor(
    readonly text: string,
    readonly type = "application/json",
  ) {}
}

export const fixtures = {} as Record<Fixture, string>;
export const callers = {} as { admin: string; partner: string };
export const fx = (key: Fixture) => () => fixtures[key];
export const id = (value: string) => () => value;
export const unknownKey = (key: string) => `Unrecognized key: "${key}"`;
export const notFound = adminMessages.notFound;
export const crossSite = "Cross-site requests are not allowed.";

export function send(
  route: typeof approveRoute,
  method: string,
  target: () => string,
  body: unknown,
  who: Who = "admin",
): Promise<CallResult> {
  const token =
    who === "partner"
      ? callers.partner
      : who === "anonymous"
        ? undefined
        : who === "forged"
          ? "forged.token.value"
          : callers.admin;
  const headers: Record<string, string> = typeof who === "object" ? { origin: who.origin } : {};
  const params = { id: target() };
  if (body instanceof RawBody)
    return callRoute(route, "/x", {
      method,
      token,
      params,
      rawBody: body.text,
      headers: { ...headers, "content-type": body.type },
      ip: ip(),
    });
  return callRoute(route, "/x", { method, token, params, body, headers, ip: ip() });
}

export async function expectRefused(
  call: () => Promise<CallResult>,
  status: number,
  message: string,
  field?: string,
) {
  const before = await footprint();
  const result = await call();
  expect([result.status, result.json.success, result.json.error]).toEqual([status, false, message]);
  expect(result.json.errors).toEqual(field ? { [field]: message } : undefined);
  expect(await footprint()).toEqual(before);
}

/** Ids that name no deal (another table's ids, hostile text), then the real one slightly wrong; `real` is the deal the call would otherwise change. */
export function idCases(real: Fixture, body: unknown): Case[] {
  const ids: [string, () => string, number?, string?][] = [
    ["an unknown UUID", id("00000000-0000-0000-0000-000000000000")],
    ["a random UUID", id(randomUUID())],
    ["a partner's id (foreign)", fx("partnerId")],
    ["the admin's user id (foreign)", fx("adminId")],
    ["a commission's id (foreign)", fx("commissionId")],
    ["an SQL injection id", id("' or '1'='1")],
    ["a stacked-query id", id("1; drop table deals;--")],
    ["a path traversal id", id("../../etc/passwd")],
    ["a 10,000-character id", id("x".repeat(10_000))],
    ["an emoji id", id("🙂")],
    ["a script tag id", id("<script>alert(1)</script>")],
    ["a LIKE wildcard id", id("%")],
    ["a full-width id", id("ＤＥＡＬ")],
    ["a right-to-left override id", id("\u202Efdp.exe")],
    ["a CR LF header injection id", id("id\r\nX-Injected: 1")],
    ["a blank id", id(" ")],
    ["an empty id", id("")],
    ["the word null", id("null")],
    ["the real id upper-cased", () => fixtures[real].toUpperCase()],
    ["the real id with a trailing space", () => `${fixtures[real]} `],
    ["the real id with a path after it", () => `${fixtures[real]}/approve`],
    ["a NUL after the real id", () => `${fixtures[real]}\u0000`, 400, forbiddenAddressMessage],
    ["a lone surrogate id", id("\uD800"), 400, forbiddenAddressMessage],
  ];
  return ids.map(([label, target, status = 404, message = notFound]): Case => [
    label,
    target,
    body,
    status,
    message,
  ]);
}

/** A partner, no session, a forged session and other sites' Origins, on a call that would otherwise succeed. */
export function callerCases(target: Fixture, body: unknown): Case[] {
  return [
    ["a partner's session", fx(target), body, 403, authMessages.adminsOnly, undefined, "partner"],
    ["no session", fx(target), body, 401, authMessages.unauthenticated, undefined, "anonymous"],
    ["a forged session", fx(target), body, 401, authMessages.unauthenticated, undefined, "forged"],
    [
      "another site's Origin",
      fx(target),
      body,
      403,
      crossSite,
      undefined,
      { origin: "https://evil.example" },
    ],
    [
      "a look-alike Origin",
      fx(target),
      body,
      403,
      crossSite,
      undefined,
      { origin: "http://localhost:3000.evil.example" },
    ],
    ["the null Origin", fx(target), body, 403, crossSite, undefined, { origin: "null" }],
  ];
}

/** Bodies every JSON endpoint refuses before reading a field. */
export const bodyCases = (target: Fixture): Case[] => [
  ["a null body", fx(target), null, 400, "Invalid input: expected object, received null", "body"],
  ["a list body", fx(target), [{}], 400, "Invalid input: expected object, received array", "body"],
  ["a string body", fx(target), "grant", 400, "Invalid input: expected object, received string", "body"],
  ["malformed JSON", fx(target), new RawBody('{"reason": "x",'), 400, "The request body is not valid JSON."],
  ["an empty body", fx(target), new RawBody(""), 400, "The request body is empty."],
  [
    "a form body",
    fx(target),
    new RawBody("reason=x", "application/x-www-form-urlencoded"),
    415,
    "The request body must be JSON (Content-Type: application/json).",
  ],
  [
    "a body over 32 KB",
    fx(target),
    { reason: "x".repeat(40_000), decision: "grant", stage: "proposal" },
    413,
    "The request body is too large (limit 32 KB).",
  ],
];

/** Registers the deals every table refers to (one in each state) and signs in the callers. */
export function prepareDealRefusals() {
  beforeAll(async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    Object.assign(callers, { admin: admin.token, partner: partner.token });
    const by = { actorUserId: admin.userId };
    fixtures.pending = await register(partner.token, "hostile-pending.example");
    fixtures.approved = await register(partner.token, "hostile-approved.example");
    await approveDeal(fixtures.approved, by);
    fixtures.requested = await withExtensionRequest(partner, admin.userId, "hostile-requested.example");
    fixtures.granted = await withExtensionRequest(partner, admin.userId, "hostile-granted.example");
    await decideExtension(fixtures.granted, "grant", undefined, by);
    fixtures.refused = await withExtensionRequest(partner, admin.userId, "hostile-refused.example");
    await decideExtension(fixtures.refused, "refuse", "Not this time.", by);
    fixtures.rejected = await register(partner.token, "hostile-rejected.example");
    await rejectDeal(fixtures.rejected, "Already a direct customer.", by);
    fixtures.won = await register(partner.token, "hostile-won.example");
    await approveDeal(fixtures.won, by);
    fixtures.commissionId = (await setDealStage(fixtures.won, "closed_won", by)).commissionId!;
    Object.assign(fixtures, { partnerId: partner.partnerId, adminId: admin.userId });
  });
}
