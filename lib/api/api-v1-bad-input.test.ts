import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { apiKeyFor } from "@/test/support/api";
import { apiDealBody, dealBody, inDays } from "@/test/support/deals";
import { referralBody } from "@/test/support/referrals";
import { callRoute, type Handler } from "@/test/support/routes";
import { POST as postDeal } from "@/app/api/v1/deals/route";
import { PATCH as patchDeal } from "@/app/api/v1/deals/[id]/route";
import { POST as postReferral } from "@/app/api/v1/referrals/route";
import { PATCH as patchReferral } from "@/app/api/v1/referrals/[id]/route";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { createReferral } from "@/lib/server/referrals/partner";
import { createWebhookEndpoint } from "@/lib/server/webhooks/endpoints";
import { resetEnvForTests } from "@/lib/server/env";
import { dealDecisionMessages, dealMessages as D, dealRegistrationSchema } from "@/lib/validation/deals";
import { newReferralSchema, referralMessages as R } from "@/lib/validation/referrals";
import { adminMessages } from "@/lib/validation/admin";
import { parseWith } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { apiScopes, webhookEventTypes } from "@/lib/validation/api-options";

// 25 bad inputs on each /api/v1 write route: each answers a problem with the message the
// portal shows for the same mistake, and changes nothing (no deal, referral, history entry,
// email, webhook delivery or audit row).

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = useTestDatabase();

const notAnObject = (received: string) => `Invalid input: expected object, received ${received}`;
const unknownKey = (key: string) => `Unrecognized key: "${key}"`;
class Raw {
  constructor(
    readonly text: string,
    readonly type = "application/json",
  ) {}
}

interface World {
  partnerKey: string;
  teamKey: string;
  pending: string;
  approved: string;
  rejected: string;
  referral: string;
  referredEmail: string;
  otherPartnersSite: string;
}
let w: World;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  resetEnvForTests();
  // Every event is subscribed, so a bad input that queued one would show.
  await createWebhookEndpoint({ url: "http://127.0.0.1:9/hooks", events: [...webhookEventTypes] }, null);
  const mine = await createTestPartner();
  const theirs = await createTestPartner();
  const actor = (a: typeof mine) => ({
    partnerId: a.partner.id,
    userId: a.user.id,
    email: a.email,
    companyName: a.partner.company_name,
    name: "Pat Partner",
  });
  const deal = (site: string) => parseWith(dealRegistrationSchema, dealBody({ customerWebsite: site }));
  const pending = await registerDeal(actor(mine), deal("bad-pending.example"));
  const approved = await registerDeal(actor(mine), deal("bad-approved.example"));
  await approveDeal(approved.id, { actorUserId: null });
  const rejected = await registerDeal(actor(mine), deal("bad-rejected.example"));
  await rejectDeal(rejected.id, "Outside the regions.", { actorUserId: null });
  await registerDeal(actor(theirs), deal("taken-by-them.example"));
  const referred = referralBody();
  const referral = await createReferral(actor(mine), parseWith(newReferralSchema, referred));
  w = {
    partnerKey: await apiKeyFor(mine.partner.id, ["deals:write", "referrals:write"], mine.user.id),
    teamKey: await apiKeyFor(null, [...apiScopes]),
    pending: pending.id,
    approved: approved.id,
    rejected: rejected.id,
    referral: referral.id,
    referredEmail: referred.email,
    otherPartnersSite: "https://taken-by-them.example",
  };
});

async function footprint() {
  const rows = async (table: "deals" | "referrals") =>
    JSON.stringify(await db().selectFrom(table).selectAll().orderBy("id").execute());
  const count = async (
    table: "deal_events" | "referral_events" | "outbox" | "webhook_deliveries" | "audit_log",
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    deals: await rows("deals"),
    referrals: await rows("referrals"),
    dealEvents: await count("deal_events"),
    referralEvents: await count("referral_events"),
    outbox: await count("outbox"),
    deliveries: await count("webhook_deliveries"),
    audit: await count("audit_log"),
  };
}

interface Case {
  name: string;
  body: unknown;
  status: number;
  detail: string;
  id?: () => string;
}

/** The ten mistakes any JSON write can make, before its own schema's rules. */
function bodyMistakes(valid: () => Record<string, unknown>): Case[] {
  return [
    { name: "broken JSON", body: new Raw("{"), status: 400, detail: "The request body is not valid JSON." },
    { name: "an empty body", body: new Raw(""), status: 400, detail: "The request body is empty." },
    {
      name: "not JSON",
      body: new Raw("stage=won", "text/plain"),
      status: 415,
      detail: "The request body must be JSON (Content-Type: application/json).",
    },
    {
      name: "a body over 32 KB",
      body: new Raw(JSON.stringify({ ...valid(), notes: "x".repeat(33 * 1024) })),
      status: 413,
      detail: "The request body is too large (limit 32 KB).",
    },
    { name: "an array", body: [valid()], status: 400, detail: notAnObject("array") },
    { name: "null", body: new Raw("null"), status: 400, detail: notAnObject("null") },
    { name: "a string", body: "stage", status: 400, detail: notAnObject("string") },
    { name: "a number", body: 42, status: 400, detail: notAnObject("number") },
    {
      name: "an unknown field",
      body: { ...valid(), partnerId: "someone-else" },
      status: 400,
      detail: unknownKey("partnerId"),
    },
    {
      name: "a NUL in a field's name",
      body: { ...valid(), "a\u0000b": 1 },
      status: 400,
      detail: unknownKey("a\u0000b"),
    },
  ];
}

async function expectRefused(handler: Handler, method: string, path: string, token: string, c: Case) {
  const before = await footprint();
  const id = c.id?.() ?? "";
  const raw = c.body instanceof Raw ? c.body : undefined;
  const result = await callRoute(handler, path.replace("{id}", encodeURIComponent(id)), {
    method,
    token,
    params: id ? { id } : undefined,
    ...(raw ? { rawBody: raw.text, headers: { "content-type": raw.type } } : { body: c.body }),
  });
  expect(result.status, `${c.name}: ${JSON.stringify(result.json)}`).toBe(c.status);
  expect(result.response.headers.get("content-type")).toBe("application/problem+json");
  expect(result.json).toMatchObject({ status: c.status, detail: c.detail });
  expect(await footprint()).toEqual(before);
}

const deal = () => apiDealBody({ customerWebsite: "https://never-stored.example" });
const dealCases: Case[] = [
  ...bodyMistakes(deal),
  { name: "no customer name", body: { ...deal(), customerName: "" }, status: 400, detail: D.customerName },
  {
    name: "a customer name of 201 characters",
    body: { ...deal(), customerName: "x".repeat(201) },
    status: 400,
    detail: D.customerName,
  },
  {
    name: "a website that is not one",
    body: { ...deal(), customerWebsite: "not a site" },
    status: 400,
    detail: D.customerWebsite,
  },
  {
    name: "a website with port 99999",
    body: { ...deal(), customerWebsite: "example.com:99999" },
    status: 400,
    detail: D.customerWebsite,
  },
  {
    name: "a contact email that is not one",
    body: { ...deal(), contactEmail: "carla@" },
    status: 400,
    detail: D.contactEmail,
  },
  {
    name: "no decision maker",
    body: { ...deal(), decisionMaker: undefined },
    status: 400,
    detail: D.decisionMakerName,
  },
  {
    name: "a decision maker's bad email",
    body: { ...deal(), decisionMaker: { name: "D", email: "x" } },
    status: 400,
    detail: D.decisionMakerEmail,
  },
  { name: "an amount of 0", body: { ...deal(), amount: 0 }, status: 400, detail: D.amountMinor },
  {
    name: "an amount over 100,000,000.00",
    body: { ...deal(), amount: 10_000_000_001 },
    status: 400,
    detail: D.dealSize,
  },
  {
    name: "a fraction of a minor unit",
    body: { ...deal(), amount: 0.5 },
    status: 400,
    detail: D.amountMinor,
  },
  {
    name: "a close date yesterday",
    body: { ...deal(), expectedCloseDate: inDays(-1) },
    status: 400,
    detail: D.expectedCloseDate,
  },
  { name: "no products", body: { ...deal(), products: [] }, status: 400, detail: D.products },
  {
    name: "an unknown product",
    body: { ...deal(), products: ["time-travel"] },
    status: 400,
    detail: D.products,
  },
  {
    name: "a NUL in the notes",
    body: { ...deal(), notes: "a\u0000b" },
    status: 400,
    detail: textMessages.multiLine,
  },
  {
    name: "another partner's customer",
    body: { ...deal(), customerWebsite: "www.taken-by-them.example" },
    status: 409,
    detail: D.otherPartner,
  },
];

const stage = () => ({ stage: "negotiation" });
const stageCases: Case[] = [
  ...bodyMistakes(stage).map((c) => ({ ...c, id: () => w.approved })),
  { name: "no stage", body: {}, status: 400, detail: dealDecisionMessages.stage, id: () => w.approved },
  {
    name: "an unknown stage",
    body: { stage: "won" },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "a stage in capitals",
    body: { stage: "NEGOTIATION" },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "a number for the stage",
    body: { stage: 3 },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "a null stage",
    body: { stage: null },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "a list of stages",
    body: { stage: ["negotiation"] },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "a stage with a NUL",
    body: { stage: "negotiation\u0000" },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "a stage and a status",
    body: { stage: "negotiation", status: "approved" },
    status: 400,
    detail: unknownKey("status"),
    id: () => w.approved,
  },
  {
    name: "an unknown deal",
    body: stage(),
    status: 404,
    detail: adminMessages.notFound,
    id: () => "no-such-deal",
  },
  { name: "a pending deal", body: stage(), status: 409, detail: D.stageNotAllowed, id: () => w.pending },
  { name: "a rejected deal", body: stage(), status: 409, detail: D.stageNotAllowed, id: () => w.rejected },
  {
    name: "the current stage again",
    body: { stage: "prospecting" },
    status: 409,
    detail: D.stageUnchanged,
    id: () => w.approved,
  },
  {
    name: "a NUL in the path",
    body: stage(),
    status: 400,
    detail: forbiddenAddressMessage,
    id: () => "a\u0000b",
  },
  {
    name: "an empty stage",
    body: { stage: "" },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
  {
    name: "an object for the stage",
    body: { stage: {} },
    status: 400,
    detail: dealDecisionMessages.stage,
    id: () => w.approved,
  },
];

const referral = () => referralBody();
const referralCases: Case[] = [
  ...bodyMistakes(referral),
  { name: "no contact name", body: { ...referral(), contactName: " " }, status: 400, detail: R.contactName },
  { name: "no company", body: { ...referral(), company: undefined }, status: 400, detail: R.company },
  {
    name: "a company of 201 characters",
    body: { ...referral(), company: "x".repeat(201) },
    status: 400,
    detail: R.company,
  },
  { name: "an email that is not one", body: { ...referral(), email: "riley" }, status: 400, detail: R.email },
  {
    name: "an email of 255 characters",
    body: { ...referral(), email: `${"r".repeat(243)}@lamna.example` },
    status: 400,
    detail: R.email,
  },
  { name: "a phone of letters", body: { ...referral(), phone: "call me" }, status: 400, detail: R.phone },
  {
    name: "a negative expected value",
    body: { ...referral(), expectedValue: -1 },
    status: 400,
    detail: R.expectedValue,
  },
  {
    name: "an expected value over the limit",
    body: { ...referral(), expectedValue: 1e9 },
    status: 400,
    detail: R.expectedValue,
  },
  {
    name: "an expected value as text",
    body: { ...referral(), expectedValue: "48000" },
    status: 400,
    detail: R.expectedValue,
  },
  {
    name: "notes over 2,000 characters",
    body: { ...referral(), notes: "x".repeat(2001) },
    status: 400,
    detail: R.notes,
  },
  { name: "no consent", body: { ...referral(), consent: false }, status: 400, detail: R.consent },
  { name: "consent as text", body: { ...referral(), consent: "yes" }, status: 400, detail: R.consent },
  {
    name: "a line break in the company",
    body: { ...referral(), company: "Lamna\nHealthcare" },
    status: 400,
    detail: textMessages.singleLine,
  },
  {
    name: "a NUL in the notes",
    body: { ...referral(), notes: "a\u0000b" },
    status: 400,
    detail: textMessages.multiLine,
  },
  {
    name: "a contact already referred",
    body: { ...referral(), email: "" },
    status: 409,
    detail: R.duplicate,
  },
];

const status = () => ({ status: "contacted" });
const statusNote = "Please keep the note under 1,000 characters.";
const statusCases: Case[] = [
  ...bodyMistakes(status).map((c) => ({ ...c, id: () => w.referral })),
  { name: "no status", body: {}, status: 400, detail: R.status, id: () => w.referral },
  {
    name: "the partner's own status",
    body: { status: "submitted" },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
  {
    name: "an unknown status",
    body: { status: "done" },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
  {
    name: "a number for the status",
    body: { status: 1 },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
  { name: "a null status", body: { status: null }, status: 400, detail: R.status, id: () => w.referral },
  {
    name: "a status in capitals",
    body: { status: "CONTACTED" },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
  {
    name: "a list of statuses",
    body: { status: ["contacted"] },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
  {
    name: "a note over 1,000 characters",
    body: { ...status(), note: "x".repeat(1001) },
    status: 400,
    detail: statusNote,
    id: () => w.referral,
  },
  {
    name: "a number for the note",
    body: { ...status(), note: 5 },
    status: 400,
    detail: statusNote,
    id: () => w.referral,
  },
  {
    name: "a NUL in the note",
    body: { ...status(), note: "a\u0000b" },
    status: 400,
    detail: textMessages.multiLine,
    id: () => w.referral,
  },
  {
    name: "a status and an email",
    body: { ...status(), email: "x@y.example" },
    status: 400,
    detail: unknownKey("email"),
    id: () => w.referral,
  },
  {
    name: "an unknown referral",
    body: status(),
    status: 404,
    detail: adminMessages.notFound,
    id: () => "no-such-referral",
  },
  {
    name: "a NUL in the path",
    body: status(),
    status: 400,
    detail: forbiddenAddressMessage,
    id: () => "a\u0000b",
  },
  {
    name: "a status with a leading space",
    body: { status: " contacted" },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
  {
    name: "an object for the status",
    body: { status: {} },
    status: 400,
    detail: R.status,
    id: () => w.referral,
  },
];

describe("bad input on /api/v1 writes", () => {
  it("has 25 cases per write route", () => {
    for (const cases of [dealCases, stageCases, referralCases, statusCases]) expect(cases).toHaveLength(25);
  });

  it.each(dealCases)("POST /api/v1/deals: $name", async (c) => {
    await expectRefused(postDeal, "POST", "/api/v1/deals", w.partnerKey, c);
  });

  it.each(stageCases)("PATCH /api/v1/deals/{id}: $name", async (c) => {
    await expectRefused(patchDeal, "PATCH", "/api/v1/deals/{id}", w.teamKey, c);
  });

  it.each(referralCases)("POST /api/v1/referrals: $name", async (c) => {
    const body =
      c.detail === R.duplicate
        ? { ...(c.body as Record<string, unknown>), email: w.referredEmail.toUpperCase() }
        : c.body;
    await expectRefused(postReferral, "POST", "/api/v1/referrals", w.partnerKey, { ...c, body });
  });

  it.each(statusCases)("PATCH /api/v1/referrals/{id}: $name", async (c) => {
    await expectRefused(patchReferral, "PATCH", "/api/v1/referrals/{id}", w.teamKey, c);
  });
});
