import type { Insertable } from "kysely";
import { applyRate } from "@/lib/money";
import type { Database } from "@/lib/server/db/schema";

// The generated programme's money after the deals (the commission ledger and paid payouts)
// and its referral links' clicks, leads and conversions (test/support/analytics-programme.ts).

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export interface Programme {
  partners: Rows<"partners">;
  claims: Rows<"claims">;
  links: Rows<"registration_links">;
  deals: Rows<"deals">;
  events: Rows<"deal_events">;
  wins: Rows<"deal_wins">;
  commissions: Rows<"commissions">;
  payouts: Rows<"payout_requests">;
  partnerLinks: Rows<"partner_links">;
  clicks: Rows<"partner_link_clicks">;
  referrals: Rows<"referrals">;
  referralEvents: Rows<"referral_events">;
}

export const DAY = 86_400_000;
export const id = (kind: string, n: number) => `${kind}-${String(n).padStart(7, "0")}`;
export const currencies = ["USD", "USD", "USD", "EUR", "EUR", "GBP", "JPY", "INR"];

/** What the generator draws with: its random numbers, the programme's span, the rows so far. */
export interface Draw {
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  start: number;
  end: number;
  at: (ms: number) => string;
  p: Programme;
}

export interface WonDeal {
  dealId: string;
  partnerId: string;
  minor: number;
  currency: string;
  day: string;
}

export function addLedgerAndActivity(draw: Draw, wonDeals: readonly WonDeal[], ledgerLines: number): void {
  const { rnd, pick, start, at, p } = draw;
  const line = (
    n: number,
    partnerId: string,
    dealId: string | null,
    minor: number,
    currency: string,
    day: string,
    extra: Partial<Insertable<Database["commissions"]>> = {},
  ) =>
    p.commissions.push({
      id: id("commission", n),
      partner_id: partnerId,
      deal_id: dealId,
      amount_minor: minor,
      currency,
      rate: 10,
      status: pick(["pending", "approved", "requested", "paid"]),
      payout_date: null,
      payment_reference: null,
      created_at: `${day}T12:00:00.000Z`,
      updated_at: `${day}T12:00:00.000Z`,
      won_deal_id: null,
      payout_request_id: null,
      ...extra,
    });
  for (const won of wonDeals) {
    if (p.commissions.length >= ledgerLines) break;
    line(p.commissions.length, won.partnerId, won.dealId, applyRate(won.minor, 10), won.currency, won.day, {
      won_deal_id: won.dealId,
    });
    if (rnd() < 0.05 && p.commissions.length < ledgerLines) {
      const reversed = p.commissions.at(-1)!;
      line(
        p.commissions.length,
        won.partnerId,
        won.dealId,
        -Number(reversed.amount_minor),
        won.currency,
        at(Date.parse(won.day) + 3 * DAY).slice(0, 10),
        { status: "reversed", reverses_id: reversed.id },
      );
    }
  }
  while (p.commissions.length < ledgerLines) {
    const partner = pick(p.partners);
    line(
      p.commissions.length,
      partner.id,
      null,
      Math.round(rnd() * 20_000) - 2_000,
      pick(currencies),
      at(start + rnd() * 500 * DAY).slice(0, 10),
    );
  }
  for (const [n, partner] of p.partners.entries()) {
    for (let k = 0; k < 3; k += 1) {
      const paid = at(Date.parse(partner.created_at) + (30 + rnd() * 300) * DAY).slice(0, 10);
      p.payouts.push({
        id: id(`payout${k}`, n),
        partner_id: partner.id,
        amount_minor: Math.round(rnd() * 500_000),
        currency: pick(currencies),
        status: k === 2 ? "requested" : "paid",
        payment_reference: null,
        paid_on: k === 2 ? null : paid,
        requested_by: null,
        paid_by: null,
        created_at: `${paid}T09:00:00.000Z`,
        updated_at: `${paid}T09:00:00.000Z`,
      });
    }
    if (n % 2 === 0) {
      const linkId = id("plink", n);
      p.partnerLinks.push({
        id: linkId,
        partner_id: partner.id,
        slug: `p${n}`,
        campaign: null,
        destination: "/",
        created_at: partner.created_at,
        archived_at: null,
      });
      for (let k = 0; k < 12; k += 1) {
        const day = at(Date.parse(partner.created_at) + rnd() * 300 * DAY).slice(0, 10);
        p.clicks.push({
          link_id: linkId,
          day,
          visitor: `v${k}`,
          address: null,
          created_at: `${day}T10:00:00.000Z`,
        });
        if (k % 4 !== 0) continue;
        const refId = id(`ref${k}`, n);
        const converted = k === 4;
        p.referrals.push({
          id: refId,
          partner_id: partner.id,
          company: "Lead",
          contact: "Lee",
          email: `${refId}@ex.com`,
          expected_value_minor: 0,
          status: converted ? "converted" : "submitted",
          referred_date: `${day}T11:00:00.000Z`,
          created_at: `${day}T11:00:00.000Z`,
          updated_at: `${day}T11:00:00.000Z`,
          source: "link",
          link_id: linkId,
        });
        if (converted)
          p.referralEvents.push({
            id: `${refId}-e`,
            referral_id: refId,
            actor_user_id: null,
            actor_role: "admin",
            kind: "status",
            from_value: "proposal_sent",
            to_value: "converted",
            note: null,
            created_at: at(Date.parse(day) + 20 * DAY),
          });
      }
    }
  }
}
