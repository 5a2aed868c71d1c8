import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { referralBody } from "@/test/support/referrals";
import {
  bodyMistakes,
  expectRefused,
  prepareApiV1Refusals,
  unknownKey,
  w,
  type Case,
} from "@/test/support/api-v1-refusals";
import { POST as postReferral } from "@/app/api/v1/referrals/route";
import { PATCH as patchReferral } from "@/app/api/v1/referrals/[id]/route";
import { referralMessages as R } from "@/lib/validation/referrals";
import { adminMessages } from "@/lib/validation/admin";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";

// 25 bad inputs on each /api/v1 referral write: each answers a problem with the message the
// portal shows for the same mistake, and changes nothing (no deal, referral, history entry,
// email, webhook delivery or audit row). For the deal writes, see ./api-v1-bad-input.test.ts.

useTestDatabase();
prepareApiV1Refusals();

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

describe("bad input on /api/v1 referral writes", () => {
  it("has 25 cases per write route", () => {
    for (const cases of [referralCases, statusCases]) expect(cases).toHaveLength(25);
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
