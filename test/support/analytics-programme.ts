import type { Kysely } from "kysely";
import { convertMinor } from "@/lib/money";
import {
  addLedgerAndActivity,
  currencies,
  DAY,
  id,
  type Programme,
  type WonDeal,
} from "./analytics-activity";
export type { Programme } from "./analytics-activity";
import type { Database } from "@/lib/server/db/schema";
import type { DealStatus } from "@/lib/validation/deal-options";
import { tierIds } from "@/lib/validation/tier-options";

// A generated partner programme for the analytics: partners from claims, deals in several
// currencies and every status with their decisions and wins, the commission ledger with
// reversals, paid payouts, referral links with clicks, leads and conversions. Written with
// bulk inserts, so a large one (the bench's) takes seconds. The same seed gives the same
// programme; what was written is returned, so tests can total it on their own.

export interface ProgrammeSize {
  partners: number;
  deals: number;
  /** Commission ledger lines (a line per won deal, reversals, and adjustments to reach it). */
  ledgerLines: number;
  /** The last day of the programme; it spans the 500 days before it. */
  today: string;
  seed?: number;
}

/** The team's rates into USD: GBP has one missing its early days; INR has none. */
export const programmeRates = [
  { base: "EUR", quote: "USD", rate: "1.08", effective_from: "2024-01-01" },
  { base: "EUR", quote: "USD", rate: "1.1234", effective_from: "2026-03-01" },
  { base: "GBP", quote: "USD", rate: "1.27", effective_from: "2025-09-01" },
  { base: "JPY", quote: "USD", rate: "0.0067", effective_from: "2024-01-01" },
];

export function rateOn(base: string, day: string): string | null {
  if (base === "USD") return "1";
  const found = programmeRates
    .filter((rate) => rate.base === base && rate.effective_from <= day)
    .sort((a, b) => (a.effective_from < b.effective_from ? 1 : -1))[0];
  return found?.rate ?? null;
}

const tiers = tierIds;
const countries = ["US", "DE", "GB", "JP", "IN"];
const statuses: DealStatus[] = [
  "pending",
  "in_review",
  "approved",
  "approved",
  "closed_won",
  "closed_won",
  "closed_lost",
  "rejected",
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateProgramme(size: ProgrammeSize): Programme {
  const rnd = random(size.seed ?? 52);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const end = Date.parse(`${size.today}T23:00:00Z`);
  const start = end - 500 * DAY;
  const at = (ms: number) => new Date(Math.min(ms, end)).toISOString();
  const p: Programme = {
    partners: [],
    claims: [],
    links: [],
    deals: [],
    events: [],
    wins: [],
    commissions: [],
    payouts: [],
    partnerLinks: [],
    clicks: [],
    referrals: [],
    referralEvents: [],
  };
  const claimRow = (
    n: number,
    status: "pending" | "approved" | "rejected",
    created: number,
    country: string,
  ) => ({
    id: id("claim", n),
    first_name: "Casey",
    last_name: "Claimant",
    company_name: `Company ${n}`,
    company_key: `company ${n}`,
    company_email: `claims${n}@example.com`,
    website: "https://example.com",
    company_size: "11-50",
    industry: "Technology",
    custom_industry: null,
    current_technology: null,
    linkedin_url: null,
    country,
    custom_country: null,
    why_join: "Growth",
    additional_info: null,
    status,
    review_reason: null,
    reviewed_by: null,
    reviewed_at: status === "pending" ? null : at(created + rnd() * 6 * DAY),
    created_at: at(created),
    updated_at: at(created),
  });
  for (let n = 0; n < size.partners; n += 1) {
    const country = pick(countries);
    const claimed = start + rnd() * 400 * DAY;
    const fromClaim = n % 5 !== 0;
    let created = claimed;
    let linkId: string | null = null;
    if (fromClaim) {
      const claim = claimRow(n, "approved", claimed, country);
      p.claims.push(claim);
      linkId = id("link", n);
      p.links.push({
        id: linkId,
        kind: "claim",
        token_hash: `hash-${n}`,
        claim_id: claim.id,
        email: claim.company_email,
        company_name: claim.company_name,
        expires_at: at(end),
        used_at: null,
        created_by: null,
        created_at: claim.reviewed_at!,
      });
      created = Date.parse(claim.reviewed_at!) + rnd() * 9 * DAY;
    }
    p.partners.push({
      id: id("partner", n),
      company_name: `Partner ${n}`,
      website: null,
      industry: null,
      company_size: null,
      annual_revenue: null,
      gst_tax_id: null,
      partnership_type: null,
      country,
      tier: pick(tiers),
      certification_status: "pending",
      status: "active",
      source: fromClaim ? "claim" : "admin",
      profile_json: "{}",
      registration_link_id: linkId,
      review_reason: null,
      commission_rate: null,
      created_at: at(created),
      updated_at: at(created),
    });
  }
  for (let n = 0; n < Math.ceil(size.partners / 3); n += 1) {
    p.claims.push(
      claimRow(
        size.partners + n,
        rnd() < 0.5 ? "pending" : "rejected",
        start + rnd() * 480 * DAY,
        pick(countries),
      ),
    );
  }
  const wonDeals: WonDeal[] = [];
  for (let n = 0; n < size.deals; n += 1) {
    const partner = p.partners[Math.floor(rnd() ** 1.6 * p.partners.length)]!;
    const currency = pick(currencies);
    const registered = Math.max(Date.parse(partner.created_at), start + rnd() * 495 * DAY);
    const status = registered > end - 2 * DAY ? "pending" : pick(statuses);
    const minor = Math.round((500 + rnd() * 80_000) * (currency === "JPY" ? 1 : 100));
    const decided = registered + rnd() * 96 * 3_600_000;
    let updated = registered;
    const dealId = id("deal", n);
    if (status !== "pending" && status !== "in_review") {
      p.events.push({
        id: id("event", n),
        deal_id: dealId,
        actor_user_id: null,
        actor_role: "admin",
        kind: "status",
        from_value: "pending",
        to_value: status === "rejected" ? "rejected" : "approved",
        reason: null,
        created_at: at(decided),
      });
      updated = decided;
    }
    if (status === "closed_won" || status === "closed_lost") updated = decided + rnd() * 60 * DAY;
    if (status === "closed_won") {
      const day = at(updated).slice(0, 10);
      const rate = rateOn(currency, day);
      // Now and then a win kept without its value (a rate entered later; one for the day may exist).
      const kept = currency !== "USD" && rnd() < 0.05 ? null : rate;
      if (n % 23 !== 0)
        p.wins.push({
          deal_id: dealId,
          won_on: day,
          reporting_currency: "USD",
          rate: kept,
          rate_from: null,
          reporting_minor: kept ? convertMinor(minor, currency, "USD", kept) : null,
        });
      wonDeals.push({
        dealId,
        partnerId: partner.id,
        minor,
        currency,
        day: n % 23 !== 0 ? day : at(updated).slice(0, 10),
      });
    }
    p.deals.push({
      id: dealId,
      partner_id: partner.id,
      customer_name: `Customer ${n}`,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: minor,
      currency,
      status,
      stage: "prospecting",
      protection_expires: null,
      created_at: at(registered),
      updated_at: at(updated),
      customer_website: null,
      customer_domain: null,
      active_domain: null,
      contact_name: null,
      contact_email: null,
      contact_title: null,
      expected_close_date: null,
      products_json: null,
      notes: null,
      review_reason: null,
      approved_at: null,
      extension_status: null,
      extension_reason: null,
      extension_requested_at: null,
    });
  }
  addLedgerAndActivity({ rnd, pick, start, end, at, p }, wonDeals, size.ledgerLines);
  return p;
}

/** Writes the programme in bulk, table by table, in chunks a statement's parameters allow. */
export async function insertProgramme(db: Kysely<Database>, p: Programme): Promise<void> {
  const rates = programmeRates.map((rate, n) => ({
    ...rate,
    id: `rate-${n}`,
    created_by: null,
    created_at: "2024-01-01T00:00:00Z",
  }));
  const tables: [keyof Database, readonly object[]][] = [
    ["exchange_rates", rates],
    ["claims", p.claims],
    ["registration_links", p.links],
    ["partners", p.partners],
    ["deals", p.deals],
    ["deal_events", p.events],
    ["deal_wins", p.wins],
    ["commissions", p.commissions],
    ["payout_requests", p.payouts],
    ["partner_links", p.partnerLinks],
    ["partner_link_clicks", p.clicks],
    ["referrals", p.referrals],
    ["referral_events", p.referralEvents],
  ];
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of tables)
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 500) as never)
          .execute();
  });
}
