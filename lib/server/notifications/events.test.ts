import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner, type TestAccount } from "@/test/support/accounts";
import { seedDeal } from "@/test/support/deals";
import { insertCommission } from "@/test/support/payouts";
import { referralBody } from "@/test/support/referrals";
import { createSession } from "@/lib/server/auth/session";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { decideExtension } from "@/lib/server/deals/console-extension";
import { approveCommission } from "@/lib/server/commissions/console";
import { requestPayout } from "@/lib/server/payouts/partner";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { setReferralStatus } from "@/lib/server/referrals/set-referral-status";
import { createResource } from "@/lib/server/resources/console";
import { createCatalogCourse } from "@/lib/server/training/console";
import { pinPartnerTier } from "@/lib/server/tiers/pin-tier";
import { DAY_MS } from "@/lib/time";
import { postAnnouncement } from "@/lib/server/announcements/post-announcement";
import { newReferralSchema } from "@/lib/validation/referrals";
import { savePreferences } from "./preferences";

// Every event the programme tells a partner about leaves exactly one notification for the
// person, in the change's transaction, whatever their email toggles say: all four are off
// here, so the emails of these kinds are not queued while the notifications still are.
const db = useTestDatabase();
let ip = 0;
const nextIp = () => `10.61.${Math.floor((ip += 1) / 250)}.${ip % 250}`;
const decision = { actorUserId: null };

async function quietPartner(): Promise<TestAccount & { token: string }> {
  const account = await createTestPartner();
  await savePreferences(account.user.id, {
    deal_updates: false,
    commission_payments: false,
    training_reminders: false,
    partner_announcements: false,
  });
  return { ...account, token: (await createSession(db(), account.user)).token };
}

const notes = (account: TestAccount, kind: string) =>
  db()
    .selectFrom("notifications")
    .select(["user_id", "partner_id", "message", "link", "read_at"])
    .where("user_id", "=", account.user.id)
    .where("kind", "=", kind)
    .execute();

const mails = async (account: TestAccount, kind: string) =>
  (
    await db()
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", account.email)
      .where("kind", "=", kind)
      .execute()
  ).length;

/** Exactly one unread notification of `kind` for the account, and no email of it. */
async function expectOne(account: TestAccount, kind: string, message: string | RegExp, link: string) {
  const rows = await notes(account, kind);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ partner_id: account.partner.id, link, read_at: null });
  expect(rows[0]!.message).toMatch(message);
  expect(rows[0]!.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(await mails(account, kind)).toBe(0);
}

describe("a notification for every partner-facing event, emails off", () => {
  it("deal received, approved, rejected, stage changed and won", async () => {
    const account = await quietPartner();
    const approved = await seedDeal(account.token, "pending", nextIp());
    const dealLink = (id: string) => `/partner-portal/dashboard/deals?deal=${id}`;
    await expectOne(account, "deal:received", /was received/, dealLink(approved.id));

    await approveDeal(approved.id, decision);
    await expectOne(
      account,
      "deal:approved",
      /was approved\. It is protected until \d{1,2} \w{3} \d{4}\./,
      dealLink(approved.id),
    );

    const rejected = await seedDeal(account.token, "pending", nextIp());
    await rejectDeal(rejected.id, "Outside the programme's regions.", decision);
    await expectOne(
      account,
      "deal:rejected",
      /was not approved: Outside the programme's regions\./,
      dealLink(rejected.id),
    );

    await setDealStage(approved.id, "negotiation", decision);
    await setDealStage(approved.id, "closed_won", decision);
    const stages = await notes(account, "deal:stage");
    expect(stages.map((row) => row.message)).toEqual([
      expect.stringMatching(/moved to Negotiation\.$/),
      expect.stringMatching(/was won\. It earned a commission\.$/),
    ]);
    expect(await mails(account, "deal:stage")).toBe(0);
  });

  it("extension granted or refused", async () => {
    const account = await quietPartner();
    const granted = await seedDeal(account.token, "requested", nextIp());
    await decideExtension(granted.id, "grant", undefined, decision);
    await expectOne(
      account,
      "deal:extension-granted",
      /was granted: protected until \d{1,2} \w{3} \d{4}\./,
      `/partner-portal/dashboard/deals?deal=${granted.id}`,
    );
    const refused = await seedDeal(account.token, "requested", nextIp());
    await decideExtension(refused.id, "refuse", "Not this quarter.", decision);
    await expectOne(
      account,
      "deal:extension-refused",
      /was refused\./,
      `/partner-portal/dashboard/deals?deal=${refused.id}`,
    );
  });

  it("commission approved and payout paid", async () => {
    const account = await quietPartner();
    const commission = await insertCommission(account.partner.id, 750, "pending", "Contoso");
    await approveCommission(commission, null);
    await expectOne(
      account,
      "commission:approved",
      "Your commission of $750.00 for Contoso was approved.",
      "/partner-portal/dashboard/commissions",
    );
    const payout = await requestPayout({
      partnerId: account.partner.id,
      userId: account.user.id,
      name: "Pat Partner",
      email: account.email,
      companyName: account.partner.company_name,
    });
    await markPayoutPaid(
      payout.id,
      { paymentReference: "TX-1001", payoutDate: new Date().toISOString().slice(0, 10) },
      null,
    );
    await expectOne(
      account,
      "payout:paid",
      /^Your payout of \$750\.00 was paid on \d{1,2} \w{3} \d{4}\.$/,
      "/partner-portal/dashboard/commissions",
    );
  });

  it("referral updated", async () => {
    const account = await quietPartner();
    const referral = await createReferral(
      { partnerId: account.partner.id, userId: account.user.id, companyName: account.partner.company_name },
      newReferralSchema.parse(referralBody({ company: "Lamna Healthcare" })),
    );
    await setReferralStatus(referral.id, "qualified", "Budget confirmed.", decision);
    await expectOne(
      account,
      "referral:update",
      "Your referral of Lamna Healthcare is now Qualified.",
      `/partner-portal/dashboard/referrals?referral=${referral.id}`,
    );
  });

  it("new resource, new course and tier pin: one each for every user of the company", async () => {
    const account = await quietPartner();
    const other = await createTestPartner();
    await createResource(null, { title: "Battlecard", category: "Sales", type: "PDF" }, null);
    await expectOne(
      account,
      "resource:new",
      "New resource: Battlecard.",
      "/partner-portal/dashboard/resources",
    );
    await createResource(
      other.partner.id,
      { title: "Their price list", category: "Sales", type: "PDF" },
      null,
    );
    expect(await notes(account, "resource:new")).toHaveLength(1);
    expect(await notes(other, "resource:new")).toHaveLength(2);

    await createCatalogCourse(
      { title: "Selling Close", duration: "1h", description: "", certification: false, points: 0 },
      null,
    );
    await expectOne(
      account,
      "training:new-course",
      "New training course: Selling Close.",
      "/partner-portal/dashboard/training",
    );

    const until = new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10);
    await pinPartnerTier(account.partner.id, { tier: "gold", reason: "Launch partner", until }, null);
    // A tier change is news the company always gets, so it is also emailed whatever the toggles.
    expect(await notes(account, "tier:pinned")).toMatchObject([
      { message: "Your tier is now Gold", link: "/partner-portal/dashboard", read_at: null },
    ]);
    expect(await mails(account, "tier:pinned")).toBe(1);
    expect(await notes(other, "tier:pinned")).toHaveLength(0);
  });

  it("announcement: its title and body", async () => {
    const account = await quietPartner();
    await postAnnouncement(
      { title: "New pricing tiers", body: "From next month, Gold starts at 20 deals." },
      null,
    );
    await expectOne(
      account,
      "announcement:posted",
      "New pricing tiers\n\nFrom next month, Gold starts at 20 deals.",
      "/partner-portal/dashboard",
    );
  });

  it("with the toggles on, the same event is both a notification and an email", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    const deal = await seedDeal(token, "pending", nextIp());
    await approveDeal(deal.id, decision);
    expect(await notes(account, "deal:approved")).toHaveLength(1);
    expect(await mails(account, "deal:approved")).toBe(1);
  });
});
