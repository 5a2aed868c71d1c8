import "server-only";
import { getDb } from "@/lib/server/db";
import { PARTNER_LIST_LIMIT } from "@/lib/server/db/pagination";
import type { Referral } from "@/lib/validation/referrals";
import { ownReferral, referralHistory, toReferralDto } from "./records";

// The partner's referrals: the list (newest first) and one with its history. Every query is
// scoped to the session's partner.

/** One of the partner's referrals with its history (404 for anyone else's). */
export async function getPartnerReferral(partnerId: string, referralId: string) {
  const db = await getDb();
  const row = await ownReferral(db, partnerId, referralId);
  return { ...toReferralDto(row), history: await referralHistory(db, referralId) };
}

/** The company's referrals (or one colleague's), newest first. */
export async function listReferrals(partnerId: string, registeredBy?: string): Promise<Referral[]> {
  const db = await getDb();
  let query = db.selectFrom("referrals").selectAll().where("partner_id", "=", partnerId);
  if (registeredBy) query = query.where("registered_by", "=", registeredBy);
  const rows = await query.orderBy("referred_date", "desc").limit(PARTNER_LIST_LIMIT).execute();
  return rows.map(toReferralDto);
}
