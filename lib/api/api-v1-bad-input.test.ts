import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { apiDealBody, inDays } from "@/test/support/deals";
import {
  bodyMistakes,
  expectRefused,
  prepareApiV1Refusals,
  unknownKey,
  w,
  type Case,
} from "@/test/support/api-v1-refusals";
import { POST as postDeal } from "@/app/api/v1/deals/route";
import { PATCH as patchDeal } from "@/app/api/v1/deals/[id]/route";
import { dealDecisionMessages, dealMessages as D } from "@/lib/validation/deals";
import { adminMessages } from "@/lib/validation/admin";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";

// 25 bad inputs on each /api/v1 deal write: each answers a problem with the message the
// portal shows for the same mistake, and changes nothing (no deal, referral, history entry,
// email, webhook delivery or audit row). For the referral writes, see ./api-v1-referral-bad-input.test.ts.

useTestDatabase();
prepareApiV1Refusals();

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

describe("bad input on /api/v1 deal writes", () => {
  it("has 25 cases per write route", () => {
    for (const cases of [dealCases, stageCases]) expect(cases).toHaveLength(25);
  });

  it.each(dealCases)("POST /api/v1/deals: $name", async (c) => {
    await expectRefused(postDeal, "POST", "/api/v1/deals", w.partnerKey, c);
  });

  it.each(stageCases)("PATCH /api/v1/deals/{id}: $name", async (c) => {
    await expectRefused(patchDeal, "PATCH", "/api/v1/deals/{id}", w.teamKey, c);
  });
});
