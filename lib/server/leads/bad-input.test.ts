import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listRoute } from "@/app/api/partners/leads/route";
import { POST as acceptRoute } from "@/app/api/partners/leads/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/partners/leads/[id]/decline/route";
import { POST as convertRoute } from "@/app/api/partners/leads/[id]/convert/route";
import { GET as figuresRoute } from "@/app/api/admin/leads/figures/route";
import { GET as enquiryLeadsRoute } from "@/app/api/admin/enquiries/[id]/leads/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { authMessages } from "@/lib/validation/auth";
import { dealMessages } from "@/lib/validation/deals";
import { leadMessages as l } from "@/lib/validation/leads";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { dealBody, inDays } from "@/test/support/deals";
import { accept, assign, convert, decline, directoryPartner, websiteEnquiry } from "@/test/support/leads";
import { colleagueToken } from "@/test/support/mdf";
import { rawBody, refusalMessages, refusalSuite, type Case, type Options } from "@/test/support/refusals";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on the lead endpoints (the partner's list and answers, the team's figures and an
// enquiry's offers): the status, the exact message, and nothing changed in the leads, deals,
// enquiries, webhooks, notifications, audit log or outbox (test/support/refusals.ts). An offer
// answered after its window is not here: refusing it expires the lead, on purpose.

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));
useTestDatabase();
const refuses = refusalSuite("10.142", [
  "leads",
  "deals",
  "deal_events",
  "contact_enquiries",
  "webhook_deliveries",
  "notifications",
  "audit_log",
  "outbox",
]);
const { crossSite, notJson, brokenJson, emptyBody, tooLarge, unrecognized } = refusalMessages;

const s = { admin: "", owner: "", finance: "", pending: "", other: "" };
const leads = {
  offered: "",
  accepted: "",
  declined: "",
  converted: "",
  othersOffered: "",
  othersAccepted: "",
};
let enquiryId = "";
/** The registration's fields a lead does not give (company and contact come from it). */
const convertBody = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    Object.entries(dealBody()).filter(
      ([key]) => !["customerName", "contactName", "contactEmail"].includes(key),
    ),
  ),
  ...overrides,
});

beforeAll(async () => {
  s.admin = (await adminToken()).token;
  const owner = await directoryPartner({ companyName: "Refusing Advisory" });
  s.owner = owner.token;
  s.finance = await colleagueToken(owner.partnerId, "finance");
  const pending = await createTestPartner({ status: "pending_approval" });
  s.pending = (await createSession(await getDb(), pending.user)).token;
  const other = await directoryPartner({ companyName: "Other Advisory" });
  s.other = other.token;
  const offer = async (partnerId: string, overrides: Record<string, unknown> = {}) => {
    const enquiry = await websiteEnquiry(overrides);
    const answer = await assign(s.admin, enquiry, partnerId);
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`not offered: ${answer.status} ${answer.json.error}`);
    return { enquiry, lead: (answer.json.lead as { id: string }).id };
  };
  const first = await offer(owner.partnerId);
  enquiryId = first.enquiry;
  leads.offered = first.lead;
  leads.accepted = (await offer(owner.partnerId, { company: "Tailspin Bank" })).lead;
  await accept(s.owner, leads.accepted);
  leads.declined = (await offer(owner.partnerId)).lead;
  await decline(s.owner, leads.declined, { reason: "Outside our region." });
  leads.converted = (await offer(owner.partnerId, { company: "Contoso Credit" })).lead;
  await accept(s.owner, leads.converted);
  const converted = await convert(s.owner, leads.converted, convertBody());
  if (converted.status !== 201) throw new Error(`not converted: ${JSON.stringify(converted.json)}`);
  leads.othersOffered = (await offer(other.partnerId)).lead;
  leads.othersAccepted = (await offer(other.partnerId, { company: "Contoso Credit" })).lead;
  await accept(s.other, leads.othersAccepted);
});

/** A case made as the owner unless `options` says otherwise. */
const owner = (name: string, options: () => Options, status: number, error: string): Case => ({
  name,
  options: () => ({ token: s.owner, ...options() }),
  status,
  error,
});
const team = (name: string, options: () => Options, status: number, error: string): Case => ({
  name,
  options: () => ({ token: s.admin, ...options() }),
  status,
  error,
});

/** Who may not act at all, whatever the body; `permission` is what a finance colleague lacks. */
const partnerSessions = (valid: () => Options, permission?: "referrals:write" | "deals:write"): Case[] => [
  ...(permission
    ? [
        owner(
          "a foreign Origin",
          () => ({ ...valid(), headers: { origin: "https://evil.example" } }),
          403,
          crossSite,
        ),
        owner("an opaque Origin", () => ({ ...valid(), headers: { origin: "null" } }), 403, crossSite),
        owner(
          `a finance colleague (no ${permission})`,
          () => ({ ...valid(), token: s.finance }),
          403,
          memberPermissionMessages[permission],
        ),
      ]
    : []),
  owner("no session", () => ({ ...valid(), token: undefined }), 401, authMessages.unauthenticated),
  owner(
    "a forged token",
    () => ({ ...valid(), token: "forged.token.value" }),
    401,
    authMessages.unauthenticated,
  ),
  owner("the team's session", () => ({ ...valid(), token: s.admin }), 403, authMessages.partnersOnly),
  owner(
    "a company waiting for approval",
    () => ({ ...valid(), token: s.pending }),
    403,
    authMessages.pendingApproval,
  ),
];
const teamSessions = (valid: () => Options): Case[] => [
  team("no session", () => ({ ...valid(), token: undefined }), 401, authMessages.unauthenticated),
  team(
    "a forged token",
    () => ({ ...valid(), token: "forged.token.value" }),
    401,
    authMessages.unauthenticated,
  ),
  team("a partner's session", () => ({ ...valid(), token: s.owner }), 403, authMessages.adminsOnly),
  team(
    "a Basic authorization",
    () => ({ ...valid(), token: undefined, headers: { authorization: "Basic YWRtaW46YWRtaW4=" } }),
    401,
    authMessages.unauthenticated,
  ),
];

/** A lead that is not the company's, or not one at all. */
const unknownLeads = (send: (id: string) => Options): Case[] => [
  owner("an unknown id", () => send(crypto.randomUUID()), 404, l.notFound),
  owner("another company's lead", () => send(leads.othersOffered), 404, l.notFound),
  owner("an id with SQL", () => send("' OR '1'='1"), 404, l.notFound),
  owner("an id of 5,000 characters", () => send("i".repeat(5000)), 404, l.notFound),
];
const bodyCases = (base: () => Options): Case[] => [
  owner("not JSON", () => ({ ...base(), ...rawBody("{}", "text/plain") }), 415, notJson),
  owner("broken JSON", () => ({ ...base(), ...rawBody("{") }), 400, brokenJson),
  owner("an empty body", () => ({ ...base(), ...rawBody("") }), 400, emptyBody),
  owner("a body over 32 KB", () => ({ ...base(), body: { reason: "r".repeat(33 * 1024) } }), 413, tooLarge),
];
const on = (id: () => string, body?: unknown) => (): Options => ({
  params: { id: id() },
  ...(body === undefined ? {} : { body }),
});

const counts = {
  list: refuses(listRoute, "/api/partners/leads", "GET", () => [
    ...partnerSessions(() => ({})),
    owner(
      "a NUL in the query",
      () => ({ path: "/api/partners/leads?status=a%00b" }),
      400,
      forbiddenAddressMessage,
    ),
  ]),

  accept: refuses(acceptRoute, "/api/partners/leads/{id}/accept", "POST", () => [
    ...partnerSessions(
      on(() => leads.offered),
      "referrals:write",
    ),
    ...unknownLeads((id) => on(() => id)()),
    owner(
      "an accepted lead",
      on(() => leads.accepted),
      409,
      l.notOffered,
    ),
    owner(
      "a declined lead",
      on(() => leads.declined),
      409,
      l.notOffered,
    ),
    owner(
      "a converted lead",
      on(() => leads.converted),
      409,
      l.notOffered,
    ),
    owner(
      "a body with a field",
      on(() => leads.offered, { status: "declined" }),
      400,
      l.acceptFields,
    ),
    owner(
      "a body that is not JSON",
      () => ({ params: { id: leads.offered }, ...rawBody("status=x", "text/plain") }),
      415,
      notJson,
    ),
  ]),

  decline: refuses(declineRoute, "/api/partners/leads/{id}/decline", "POST", () => {
    const offered = (body: unknown) => on(() => leads.offered, body);
    const reason = { reason: "Outside our region." };
    return [
      ...partnerSessions(offered(reason), "referrals:write"),
      ...bodyCases(on(() => leads.offered)),
      owner("an array", offered([]), 400, "Invalid input: expected object, received array"),
      owner("no reason", offered({}), 400, l.declineReason),
      owner("a reason of 2 characters", offered({ reason: "no" }), 400, l.declineReason),
      owner("a blank reason", offered({ reason: "   " }), 400, l.declineReason),
      owner("a reason of 501 characters", offered({ reason: "r".repeat(501) }), 400, l.declineReason),
      owner("a reason that is a number", offered({ reason: 404 }), 400, l.declineReason),
      owner("a reason with NUL", offered({ reason: "Not\u0000 now" }), 400, textMessages.multiLine),
      owner(
        "a reason with a lone surrogate",
        offered({ reason: "Not \uD800 now" }),
        400,
        invalidCharactersMessage,
      ),
      owner("an unknown key", offered({ ...reason, status: "accepted" }), 400, unrecognized("status")),
      ...unknownLeads((id) => on(() => id, reason)()),
      owner(
        "an accepted lead",
        on(() => leads.accepted, reason),
        409,
        l.notOffered,
      ),
      owner(
        "a declined lead",
        on(() => leads.declined, reason),
        409,
        l.notOffered,
      ),
    ];
  }),

  convert: refuses(convertRoute, "/api/partners/leads/{id}/convert", "POST", () => {
    const accepted = (overrides: Record<string, unknown>) => on(() => leads.accepted, convertBody(overrides));
    return [
      ...partnerSessions(accepted({}), "deals:write"),
      ...bodyCases(on(() => leads.accepted)),
      owner(
        "an array",
        on(() => leads.accepted, []),
        400,
        "The registration must be a JSON object.",
      ),
      owner(
        "a string",
        on(() => leads.accepted, "deal"),
        400,
        "The registration must be a JSON object.",
      ),
      owner("no products", accepted({ products: [] }), 400, dealMessages.products),
      owner("a value of zero", accepted({ dealSize: 0 }), 400, dealMessages.dealSize),
      owner("a value as a string", accepted({ dealSize: "120000" }), 400, dealMessages.dealSize),
      owner(
        "a close date in the past",
        accepted({ expectedCloseDate: inDays(-1) }),
        400,
        dealMessages.expectedCloseDate,
      ),
      owner(
        "a close date that is no day",
        accepted({ expectedCloseDate: "2026-02-30" }),
        400,
        dealMessages.expectedCloseDate,
      ),
      owner("a blank company", accepted({ customerName: "  " }), 400, dealMessages.customerName),
      owner(
        "a contact email that is no address",
        accepted({ contactEmail: "bea" }),
        400,
        dealMessages.contactEmail,
      ),
      owner(
        "a company that is a number",
        accepted({ customerName: 7 }),
        400,
        "Invalid input: expected string, received number",
      ),
      owner("notes of 2,001 characters", accepted({ notes: "n".repeat(2001) }), 400, dealMessages.notes),
      owner("no contact title", accepted({ contactTitle: undefined }), 400, dealMessages.contactTitle),
      owner("a title with NUL", accepted({ contactTitle: "C\u0000FO" }), 400, invalidCharactersMessage),
      owner("an unknown key", accepted({ status: "approved" }), 400, unrecognized("status")),
      ...unknownLeads((id) => on(() => id, convertBody())()),
      owner(
        "an offered lead",
        on(() => leads.offered, convertBody()),
        409,
        l.notAccepted,
      ),
      owner(
        "a declined lead",
        on(() => leads.declined, convertBody()),
        409,
        l.notAccepted,
      ),
      owner(
        "a converted lead",
        on(() => leads.converted, convertBody()),
        409,
        l.alreadyConverted,
      ),
      owner(
        "a customer another partner registered",
        () => ({ token: s.other, params: { id: leads.othersAccepted }, body: convertBody() }),
        409,
        dealMessages.otherPartner,
      ),
    ];
  }),

  figures: refuses(figuresRoute, "/api/admin/leads/figures", "GET", () => [
    ...teamSessions(() => ({})),
    team(
      "a NUL in the query",
      () => ({ path: "/api/admin/leads/figures?from=a%00b" }),
      400,
      forbiddenAddressMessage,
    ),
  ]),

  enquiryLeads: refuses(enquiryLeadsRoute, "/api/admin/enquiries/{id}/leads", "GET", () => [
    ...teamSessions(() => ({ params: { id: enquiryId } })),
    team("an unknown enquiry", () => ({ params: { id: crypto.randomUUID() } }), 404, l.enquiryNotFound),
    team("a lead's id for an enquiry's", () => ({ params: { id: leads.offered } }), 404, l.enquiryNotFound),
    team("an id with SQL", () => ({ params: { id: "' OR '1'='1" } }), 404, l.enquiryNotFound),
    team("an id of 5,000 characters", () => ({ params: { id: "e".repeat(5000) } }), 404, l.enquiryNotFound),
  ]),
};

describe("the lead refusals", () => {
  it("covers each endpoint with at least 5 refusals, and those that answer a lead with 15", () => {
    for (const [endpoint, count] of Object.entries(counts)) expect(count, endpoint).toBeGreaterThanOrEqual(5);
    for (const endpoint of ["accept", "decline", "convert"] as const)
      expect(counts[endpoint], endpoint).toBeGreaterThanOrEqual(15);
  });
});
