// GET /api/v1/referrals: referrals by last change (a partner key: its company's); referrals:read.
// POST /api/v1/referrals: refers a lead, as the portal's form does; partner keys, referrals:write.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries, created } from "@/lib/api/api-v1";
import { partnerActorOfKey } from "@/lib/server/api-keys/actor";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { getApiReferral, listApiReferrals } from "@/lib/server/referrals/api-reads";
import { newReferralSchema } from "@/lib/validation/referrals";

export const GET = withApiKey({ scope: "referrals:read" }, async ({ request, caller }) => ({
  ...(await listApiReferrals(caller, parseApiQuery(apiListQueries.referrals, request))),
}));

export const POST = withApiKey(
  { scope: "referrals:write", caller: "partner", body: newReferralSchema },
  async ({ caller, body }) => {
    const referral = await createReferral(await partnerActorOfKey(caller), body);
    return created(await getApiReferral(caller, referral.id));
  },
);
