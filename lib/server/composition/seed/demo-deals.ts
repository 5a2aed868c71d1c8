import "server-only";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { approveCommission } from "@/lib/server/commissions/console";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { withdrawDeal } from "@/lib/server/deals/partner-withdrawal";
import type { PartnerActor } from "@/lib/server/actor";
import { requestPayout } from "@/lib/server/payouts/partner";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { exchangeRateSchema } from "@/lib/validation/exchange-rates";
import { payoutMethodSchema } from "@/lib/validation/payout-details";
import { addExchangeRate } from "@/lib/server/money/exchange-rates";
import { setPayoutMethod } from "@/lib/server/payouts/payout-method";
import type { DealStage } from "@/lib/validation/deal-options";

// The demo partner's deals, each registered by the partner and decided by the team through
// the deal services. Winning a deal is what creates its commission; the commissions of the
// first two wins are approved, requested and paid, the third's approved and requested, the
// last win's left pending. One customer buys in euros: its deal is won at the team's EUR rate,
// its commission is approved and paid in euros to the bank account the partner adds for it,
// so the first look shows more than one currency.

type Ending = "pending" | "rejected" | "withdrawn" | "won" | "lost" | DealStage;

interface DemoDeal {
  customer: string;
  website: string;
  size: number;
  maker: [string, string];
  stages: DealStage[];
  ending: Ending;
  currency?: "EUR";
}

const deal = (
  customer: string,
  website: string,
  size: number,
  maker: [string, string],
  stages: DealStage[],
  ending: Ending,
): DemoDeal => ({ customer, website, size, maker, stages, ending });

export const demoDeals = {
  contoso: deal(
    "Contoso Manufacturing",
    "contoso.example",
    185000,
    ["Dana Whitfield", "dana.whitfield@contoso.example"],
    ["qualification", "proposal", "negotiation"],
    "won",
  ),
  fabrikam: deal(
    "Fabrikam Retail Group",
    "fabrikam.example",
    96000,
    ["Luis Ortega", "l.ortega@fabrikam.example"],
    ["proposal"],
    "won",
  ),
  litware: deal(
    "Litware Energy",
    "litware.example",
    210000,
    ["Ingrid Solberg", "ingrid@litware.example"],
    ["proposal", "negotiation"],
    "won",
  ),
  woodgrove: deal(
    "Woodgrove Health",
    "woodgrove.example",
    78000,
    ["Marcus Lee", "mlee@woodgrove.example"],
    ["qualification"],
    "won",
  ),
  tailspin: deal(
    "Tailspin Logistics",
    "tailspin.example",
    142000,
    ["Priya Raman", "priya@tailspin.example"],
    ["qualification", "proposal", "negotiation"],
    "negotiation",
  ),
  alpine: deal(
    "Alpine Ski House",
    "alpineskihouse.example",
    56000,
    ["Jonas Berg", "jonas@alpineskihouse.example"],
    [],
    "proposal",
  ),
  proseware: deal(
    "Proseware Media",
    "proseware.example",
    52000,
    ["Hana Sato", "hana@proseware.example"],
    ["qualification"],
    "lost",
  ),
  humongous: deal(
    "Humongous Insurance",
    "humongousinsurance.example",
    88000,
    ["Rita Gomez", "rita@humongous.example"],
    [],
    "rejected",
  ),
  lamna: deal(
    "Lamna Healthcare",
    "lamnahealthcare.example",
    47000,
    ["Theo Grant", "theo@lamna.example"],
    [],
    "withdrawn",
  ),
  adatum: deal(
    "Adatum Financial",
    "adatum.example",
    64000,
    ["Sam Okafor", "sam.okafor@adatum.example"],
    [],
    "pending",
  ),
  wingtip: {
    ...deal(
      "Wingtip Toys Europe",
      "wingtiptoys.example",
      80000,
      ["Lena Vogel", "lena.vogel@wingtiptoys.example"],
      ["proposal", "negotiation"],
      "won",
    ),
    currency: "EUR",
  },
  northwind: deal(
    "Northwind Traders",
    "northwindtraders.example",
    38000,
    ["Ella Brooks", "ella@northwindtraders.example"],
    [],
    "pending",
  ),
} satisfies Record<string, DemoDeal>;

const team = { actorUserId: null };

/**
 * A customer's host. One customer domain has one holder and a contact is referred once, so a
 * second demo account (another DEMO_EMAIL in the same database) uses hosts of its own.
 */
export function demoHost(host: string, email: string, defaultEmail: string): string {
  if (email === defaultEmail) return host;
  const tag =
    email
      .split("@")[0]!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "demo";
  // A prefix of the name, not a subdomain: protection holds a whole registrable domain.
  return `${tag}-${host}`;
}
const closeIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Registers one deal and plays its story; returns the won deal's commission id, if any. */
async function playDeal(actor: PartnerActor, demo: DemoDeal, website: string): Promise<string | null> {
  const input = dealRegistrationSchema.parse({
    customerName: demo.customer,
    customerWebsite: website,
    contactName: demo.maker[0],
    contactEmail: demo.maker[1],
    contactTitle: "Chief Financial Officer",
    decisionMaker: { name: demo.maker[0], email: demo.maker[1] },
    dealSize: demo.size,
    currency: demo.currency ?? "USD",
    expectedCloseDate: closeIn(60),
    products: ["financial-close", "accounts-payable"],
  });
  const { id } = await registerDeal(actor, input);
  if (demo.ending === "pending") return null;
  if (demo.ending === "rejected") {
    await rejectDeal(id, "The customer is already in a direct sales conversation.", team);
    return null;
  }
  await approveDeal(id, team);
  for (const stage of demo.stages) await setDealStage(id, stage, team);
  if (demo.ending === "withdrawn") await withdrawDeal(actor, id);
  else if (demo.ending === "lost") await setDealStage(id, "closed_lost", team);
  else if (demo.ending === "won") return (await setDealStage(id, "closed_won", team)).commissionId;
  else if (!demo.stages.includes(demo.ending)) await setDealStage(id, demo.ending, team);
  return null;
}

/** The whole story, in the order it happens. */
export async function playDemoDeals(actor: PartnerActor, defaultEmail: string): Promise<void> {
  // The team's rates, dated a month back: the euro deal is won at one and paid in euros.
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  for (const [base, quote, rate] of [
    ["EUR", "USD", "1.08"],
    ["USD", "EUR", "0.9259"],
  ] as const)
    await addExchangeRate(
      exchangeRateSchema.parse({ base, quote, rate, effectiveFrom: monthAgo.toISOString().slice(0, 10) }),
      null,
      monthAgo,
    );
  const won: Record<string, string | null> = {};
  for (const [key, demo] of Object.entries(demoDeals))
    won[key] = await playDeal(actor, demo, demoHost(demo.website, actor.email, defaultEmail));
  const commission = (key: keyof typeof demoDeals) => {
    const id = won[key];
    if (!id) throw new Error(`The demo deal ${key} earned no commission.`);
    return id;
  };
  await approveCommission(commission("contoso"), null);
  await approveCommission(commission("fabrikam"), null);
  const paid = await requestPayout(actor);
  await markPayoutPaid(
    paid.id,
    { paymentReference: "PAY-DEMO-0001", payoutDate: new Date().toISOString().slice(0, 10) },
    null,
  );
  await approveCommission(commission("litware"), null);
  await requestPayout(actor);
  // The euro commission goes to a euro bank account, added two days ago (past its 24-hour hold).
  await setPayoutMethod(
    actor,
    payoutMethodSchema.parse({
      type: "bank_iban",
      accountHolder: "Demo Partner",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
      currency: "EUR",
    }),
    new Date(Date.now() - 2 * 86_400_000),
  );
  await approveCommission(commission("wingtip"), null);
  const euros = await requestPayout(actor);
  await markPayoutPaid(
    euros.id,
    { paymentReference: "PAY-DEMO-0002", payoutDate: new Date().toISOString().slice(0, 10) },
    null,
  );
}
