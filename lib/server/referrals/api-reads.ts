import "server-only";
import { getDb } from "@/lib/server/db";
import { readCursorPage } from "@/lib/server/db/cursor";
import type { ApiListQuery } from "@/lib/validation/api";
import { referralMessages } from "@/lib/validation/referrals";
import type { ApiReferral } from "@/lib/validation/api-resources";
import type { ReferralStatus } from "@/lib/validation/referral-options";
import { Refusal } from "@/lib/refusal";
import { toReferralDto, type ReferralRow } from "./records";

// Referrals as /api/v1 reads them: every partner's for a team key, the company's own for a
// partner key. Expected values are entered in US dollars (lib/validation/referrals.ts) and kept in
// minor units.

export function toApiReferral(row: ReferralRow): ApiReferral {
  const referral = toReferralDto(row);
  return {
    id: referral.id,
    partnerId: row.partner_id,
    company: referral.company,
    contact: referral.contact,
    email: referral.email,
    phone: referral.phone,
    expectedAmount: referral.expectedValueMinor,
    currency: referral.currency,
    notes: referral.notes,
    status: row.status,
    source: referral.source,
    referredDate: referral.referredDate,
    createdAt: referral.createdAt,
    updatedAt: referral.updatedAt,
  };
}

export async function listApiReferrals(
  scope: { partnerId: string | null },
  query: ApiListQuery<ReferralStatus>,
) {
  const db = await getDb();
  let base = db.selectFrom("referrals").selectAll();
  if (scope.partnerId) base = base.where("partner_id", "=", scope.partnerId);
  if (query.status) base = base.where("status", "=", query.status);
  return readCursorPage(base, query, toApiReferral);
}

export async function getApiReferral(scope: { partnerId: string | null }, id: string): Promise<ApiReferral> {
  const db = await getDb();
  let read = db.selectFrom("referrals").selectAll().where("id", "=", id);
  if (scope.partnerId) read = read.where("partner_id", "=", scope.partnerId);
  const row = await read.executeTakeFirst();
  if (!row) throw new Refusal(404, referralMessages.notFound);
  return toApiReferral(row);
}
