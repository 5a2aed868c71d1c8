import { convertMinor, minorFromDb } from "@/lib/money";
import type { AnalyticsFilter } from "@/lib/validation/analytics";
import { rateOn, type Programme } from "./analytics-programme";

// The analytics' figures worked out again from the generated rows alone (no SQL): what each
// chart must answer for a filter, to the cent.

type Totals = Map<string, Map<string, number>>;
const add = (totals: Totals, month: string, currency: string, minor: number) => {
  const month_ = totals.get(month) ?? new Map<string, number>();
  month_.set(currency, (month_.get(currency) ?? 0) + minor);
  totals.set(month, month_);
};

export function partnerMatcher(p: Programme, filter: AnalyticsFilter) {
  const ok = new Set(
    p.partners
      .filter(
        (partner) =>
          (!filter.partnerId || partner.id === filter.partnerId) &&
          (!filter.tier || partner.tier.toLowerCase() === filter.tier.toLowerCase()) &&
          (!filter.country || (partner.country ?? "").toLowerCase() === filter.country.toLowerCase()),
      )
      .map((partner) => partner.id),
  );
  return (partnerId: string) => ok.has(partnerId);
}

const inRange = (filter: AnalyticsFilter, stamp: string) =>
  stamp.slice(0, 10) >= filter.from && stamp.slice(0, 10) <= filter.to;

/** Per month: the converted value, the count, each currency's own total, and the totals without a rate. */
export function expectedWon(p: Programme, filter: AnalyticsFilter) {
  const matches = partnerMatcher(p, filter);
  const wins = new Map(p.wins.map((win) => [win.deal_id, win]));
  const months = new Map<string, { amountMinor: number; count: number }>();
  const native: Totals = new Map();
  const missing: Totals = new Map();
  const byPartner = new Map<string, { amountMinor: number; count: number }>();
  for (const deal of p.deals) {
    if (deal.status !== "closed_won" || !matches(deal.partner_id)) continue;
    const win = wins.get(deal.id);
    const day = win?.won_on ?? deal.updated_at.slice(0, 10);
    if (!inRange(filter, day)) continue;
    const minor = minorFromDb(deal.deal_size_minor);
    const currency = deal.currency!;
    const rate = rateOn(currency, day);
    const value =
      currency === "USD"
        ? minor
        : win?.reporting_minor !== null && win?.reporting_minor !== undefined
          ? minorFromDb(win.reporting_minor)
          : rate
            ? convertMinor(minor, currency, "USD", rate)
            : null;
    const month = months.get(day.slice(0, 7)) ?? { amountMinor: 0, count: 0 };
    const partner = byPartner.get(deal.partner_id) ?? { amountMinor: 0, count: 0 };
    month.count += 1;
    partner.count += 1;
    add(native, day.slice(0, 7), currency, minor);
    if (value === null) add(missing, day.slice(0, 7), currency, minor);
    else {
      month.amountMinor += value;
      partner.amountMinor += value;
    }
    months.set(day.slice(0, 7), month);
    byPartner.set(deal.partner_id, partner);
  }
  return { months, native, missing, byPartner };
}

/** Month-end conversion of per-month, per-currency totals, as the pipeline, commission and payout charts state. */
export function convertAtMonthEnd(totals: Totals, today: string) {
  const converted = new Map<string, { amountMinor: number; missing: Map<string, number> }>();
  for (const [month, currencies] of totals) {
    const [year, index] = month.split("-").map(Number) as [number, number];
    const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
    const day = last < today ? last : today;
    const entry = { amountMinor: 0, missing: new Map<string, number>() };
    for (const [currency, minor] of currencies) {
      const rate = rateOn(currency, day);
      if (rate) entry.amountMinor += convertMinor(minor, currency, "USD", rate);
      else entry.missing.set(currency, minor);
    }
    converted.set(month, entry);
  }
  return converted;
}

export function expectedPipeline(p: Programme, filter: AnalyticsFilter): Totals {
  const matches = partnerMatcher(p, filter);
  const totals: Totals = new Map();
  for (const deal of p.deals)
    if (["pending", "in_review", "approved"].includes(deal.status) && matches(deal.partner_id))
      if (inRange(filter, deal.created_at))
        add(totals, deal.created_at.slice(0, 7), deal.currency!, minorFromDb(deal.deal_size_minor));
  return totals;
}

/** The ledger's own sums: every line written in the range, reversals negative. */
export function expectedLedger(p: Programme, filter: AnalyticsFilter): Totals {
  const matches = partnerMatcher(p, filter);
  const totals: Totals = new Map();
  for (const line of p.commissions)
    if (matches(line.partner_id) && inRange(filter, line.created_at))
      add(totals, line.created_at.slice(0, 7), line.currency!, minorFromDb(line.amount_minor));
  return totals;
}

export function expectedPayouts(p: Programme, filter: AnalyticsFilter): Totals {
  const matches = partnerMatcher(p, filter);
  const totals: Totals = new Map();
  for (const payout of p.payouts)
    if (payout.status === "paid" && matches(payout.partner_id) && inRange(filter, payout.paid_on!))
      add(totals, payout.paid_on!.slice(0, 7), payout.currency!, minorFromDb(payout.amount_minor));
  return totals;
}

export function expectedDecisions(p: Programme, filter: AnalyticsFilter): Map<string, number[]> {
  const matches = partnerMatcher(p, filter);
  const deals = new Map(p.deals.map((deal) => [deal.id, deal]));
  const hours = new Map<string, number[]>();
  for (const event of p.events) {
    const deal = deals.get(event.deal_id)!;
    if (!matches(deal.partner_id) || !inRange(filter, event.created_at)) continue;
    const list = hours.get(event.created_at.slice(0, 7)) ?? [];
    list.push((Date.parse(event.created_at) - Date.parse(deal.created_at)) / 3_600_000);
    hours.set(event.created_at.slice(0, 7), list);
  }
  return hours;
}

export function expectedLinks(p: Programme, filter: AnalyticsFilter) {
  const matches = partnerMatcher(p, filter);
  const owner = new Map(p.partnerLinks.map((link) => [link.id, link.partner_id]));
  const count = (stamps: string[]) => {
    const months = new Map<string, number>();
    for (const stamp of stamps)
      if (inRange(filter, stamp)) months.set(stamp.slice(0, 7), (months.get(stamp.slice(0, 7)) ?? 0) + 1);
    return months;
  };
  const converted = new Set(p.referrals.filter((ref) => ref.status === "converted").map((ref) => ref.id));
  const partnerOfRef = new Map(p.referrals.map((ref) => [ref.id, ref.partner_id]));
  return {
    clicks: count(p.clicks.filter((click) => matches(owner.get(click.link_id)!)).map((click) => click.day)),
    leads: count(p.referrals.filter((ref) => matches(ref.partner_id)).map((ref) => ref.referred_date)),
    conversions: count(
      p.referralEvents
        .filter((event) => converted.has(event.referral_id) && matches(partnerOfRef.get(event.referral_id)!))
        .map((event) => event.created_at),
    ),
  };
}

/** Claims in the range followed through approval, registration, a first deal and a first win. */
export function expectedFunnel(p: Programme, filter: AnalyticsFilter): number[] {
  const matches = partnerMatcher(p, filter);
  const linkOfClaim = new Map(p.links.map((link) => [link.claim_id, link.id]));
  const partnerOfLink = new Map(p.partners.map((partner) => [partner.registration_link_id, partner]));
  const withDeal = new Set(p.deals.map((deal) => deal.partner_id));
  const withWin = new Set(
    p.deals.filter((deal) => deal.status === "closed_won").map((deal) => deal.partner_id),
  );
  const partnerFiltered = Boolean(filter.partnerId || filter.tier);
  const cohort = p.claims.filter((claim) => {
    if (!inRange(filter, claim.created_at)) return false;
    if (filter.country && claim.country.toLowerCase() !== filter.country.toLowerCase()) return false;
    const partner = partnerOfLink.get(linkOfClaim.get(claim.id));
    const tierOk =
      (!filter.partnerId || partner?.id === filter.partnerId) &&
      (!filter.tier || partner?.tier.toLowerCase() === filter.tier.toLowerCase());
    return !partnerFiltered || (partner !== undefined && tierOk);
  });
  void matches;
  const approved = cohort.filter((claim) => claim.status === "approved");
  const registered = approved
    .map((claim) => partnerOfLink.get(linkOfClaim.get(claim.id)))
    .filter((x) => x !== undefined);
  const dealt = registered.filter((partner) => withDeal.has(partner.id));
  const won = dealt.filter((partner) => withWin.has(partner.id));
  return [cohort.length, approved.length, registered.length, dealt.length, won.length];
}

export const sumTotals = (totals: Totals) => {
  const sums = new Map<string, number>();
  for (const currencies of totals.values())
    for (const [currency, minor] of currencies) sums.set(currency, (sums.get(currency) ?? 0) + minor);
  return sums;
};
