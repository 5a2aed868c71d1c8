import "server-only";
import { sql } from "kysely";
import { DAY_MS } from "@/lib/time";
import type { AnalyticsFilter, FunnelRow } from "@/lib/validation/analytics";
import { oneDecimal, percentile, rangeEnd, type Db } from "./scope";

// The partner funnel, followed as a cohort: the claims submitted in the range, how many the
// team approved, how many of those registered a partner account, made a first deal and won a
// first deal (so far). Each step's median days are measured from the previous step. Partners
// invited by the team never claimed, so they are not in it. The country filter applies to
// the claim; a partner or tier filter keeps the claims whose registration matches it.

export const funnelLabels = {
  claims: "Claims",
  approved: "Approved",
  registered: "Registered",
  first_deal: "First deal",
  first_win: "First win",
} as const;

/** Ids in slices, so one statement never carries more parameters than a database allows. */
const SLICE = 500;
async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += SLICE)
    rows.push(...(await read(ids.slice(start, start + SLICE))));
  return rows;
}

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

export async function funnelRows(db: Db, filter: AnalyticsFilter): Promise<FunnelRow[]> {
  const claims = await db
    .selectFrom("claims")
    .select(["id", "status", "created_at", "reviewed_at"])
    .where("created_at", ">=", filter.from)
    .where("created_at", "<", rangeEnd(filter))
    .$if(Boolean(filter.country), (qb) => qb.where(sql`lower(country)`, "=", filter.country!.toLowerCase()))
    .execute();
  const links = await inSlices(
    claims.map((claim) => claim.id),
    (slice) =>
      db.selectFrom("registration_links").select(["id", "claim_id"]).where("claim_id", "in", slice).execute(),
  );
  const claimOfLink = new Map(links.map((link) => [link.id, link.claim_id!]));
  const partners = await inSlices([...claimOfLink.keys()], (slice) =>
    db
      .selectFrom("partners")
      .select(["id", "created_at", "registration_link_id", "tier"])
      .where("registration_link_id", "in", slice)
      .$if(Boolean(filter.partnerId), (qb) => qb.where("id", "=", filter.partnerId!))
      .$if(Boolean(filter.tier), (qb) => qb.where(sql`lower(tier)`, "=", filter.tier!.toLowerCase()))
      .execute(),
  );
  const partnerOfClaim = new Map(
    partners.map((partner) => [claimOfLink.get(partner.registration_link_id!)!, partner]),
  );
  // A partner or tier filter: only the claims that became a matching partner.
  const cohort =
    filter.partnerId || filter.tier ? claims.filter((claim) => partnerOfClaim.has(claim.id)) : claims;
  const partnerIds = partners.map((partner) => partner.id);
  const [firstDeals, firstWins] = await Promise.all([
    inSlices(partnerIds, (slice) =>
      db
        .selectFrom("deals")
        .select((eb) => ["partner_id", eb.fn.min("created_at").as("at")])
        .where("partner_id", "in", slice)
        .groupBy("partner_id")
        .execute(),
    ),
    inSlices(partnerIds, (slice) =>
      db
        .selectFrom("deals")
        .leftJoin("deal_wins", "deal_wins.deal_id", "deals.id")
        .select((eb) => [
          "deals.partner_id",
          eb.fn.min(sql<string>`coalesce(deal_wins.won_on, substr(deals.updated_at, 1, 10))`).as("at"),
        ])
        .where("deals.partner_id", "in", slice)
        .where("deals.status", "=", "closed_won")
        .groupBy("deals.partner_id")
        .execute(),
    ),
  ]);
  const firstDealOf = new Map(firstDeals.map((row) => [row.partner_id, String(row.at)]));
  const firstWinOf = new Map(firstWins.map((row) => [row.partner_id, String(row.at)]));

  const approved = cohort.filter((claim) => claim.status === "approved" && claim.reviewed_at);
  const registered = approved.filter((claim) => partnerOfClaim.has(claim.id));
  const withDeal = registered.filter((claim) => firstDealOf.has(partnerOfClaim.get(claim.id)!.id));
  const withWin = withDeal.filter((claim) => firstWinOf.has(partnerOfClaim.get(claim.id)!.id));
  const partnerOf = (claim: { id: string }) => partnerOfClaim.get(claim.id)!;
  const steps: [keyof typeof funnelLabels, number, number[]][] = [
    ["claims", cohort.length, []],
    ["approved", approved.length, approved.map((claim) => days(claim.created_at, claim.reviewed_at!))],
    [
      "registered",
      registered.length,
      registered.map((claim) => days(claim.reviewed_at!, partnerOf(claim).created_at)),
    ],
    [
      "first_deal",
      withDeal.length,
      withDeal.map((claim) => days(partnerOf(claim).created_at, firstDealOf.get(partnerOf(claim).id)!)),
    ],
    [
      "first_win",
      withWin.length,
      withWin.map((claim) =>
        days(firstDealOf.get(partnerOf(claim).id)!, `${firstWinOf.get(partnerOf(claim).id)!}T00:00:00.000Z`),
      ),
    ],
  ];
  return steps.map(([step, count, gaps], index) => {
    const previous = index > 0 ? steps[index - 1]![1] : null;
    const sorted = gaps.map((gap) => Math.max(0, gap)).sort((a, b) => a - b);
    return {
      step,
      label: funnelLabels[step],
      count,
      conversionPercent: previous ? oneDecimal((count / previous) * 100) : null,
      medianDays: index > 0 ? oneDecimal(percentile(sorted, 0.5)) : null,
    };
  });
}
