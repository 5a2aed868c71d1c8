import { describe, expect, it } from "vitest";
import { dealDecisionMail, dealReceivedMail } from "@/lib/server/deals/emails";
import { commissionApprovedMail } from "@/lib/server/commissions/emails";
import { referralStatusMail } from "@/lib/server/referrals/emails";
import { certifiedMail } from "@/lib/server/training/emails";
import { env } from "@/lib/server/env";
import type { PortalMail } from "./portal-mail";

// A partner's email opens the screen it is about: the deal itself, the referral, the
// commissions or training tab, never just the dashboard's overview.
const action = (mail: PortalMail) => mail.content.action?.href;

describe("links in partner emails", () => {
  const app = () => env().APP_URL;

  it("deal mails open that deal on the Deals tab", () => {
    const deal = { id: "6b1f0c1e-0d2a-4c55-9a51-0c5d0f1b2e3a", customerName: "Contoso" };
    const at = `${app()}/partner-portal/dashboard/deals?deal=${deal.id}`;
    expect(action(dealReceivedMail(deal))).toBe(at);
    expect(action(dealDecisionMail(deal, "Approved."))).toBe(at);
  });

  it("referral, commission and training mails open their tab", () => {
    const referral = { id: "r-1", company: "Fabrikam", contact: "Grace", status: "qualified" };
    expect(action(referralStatusMail(referral))).toBe(
      `${app()}/partner-portal/dashboard/referrals?referral=r-1`,
    );
    const commission = {
      customerName: "Contoso",
      amountMinor: 100,
      currency: "USD",
      available: [{ minor: 100, currency: "USD" }],
      worth: "$1.00",
      minimum: { minor: 50, currency: "USD" },
      reachesMinimum: true,
    };
    expect(action(commissionApprovedMail(commission))).toBe(`${app()}/partner-portal/dashboard/commissions`);
    expect(action(certifiedMail("Selling", 10))).toBe(`${app()}/partner-portal/dashboard/training`);
  });
});
