// GET /api/admin/referrals: the referrals queue (?status=open|submitted|converted|closed|all|<status>&search=&page=&pageSize=), new first, oldest first.
import { withAdmin } from "@/lib/api/session";
import { listReferralQueue } from "@/lib/server/referrals/referral-queue";
import { parseListQuery } from "@/lib/server/db/pagination";

export const GET = withAdmin({}, async ({ request }) => ({
  success: true,
  ...(await listReferralQueue(parseListQuery(request.nextUrl.searchParams))),
}));
