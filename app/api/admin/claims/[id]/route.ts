// GET /api/admin/claims/{id}: one claim with its audit trail.
import { withAdmin } from "@/lib/api/session";
import { getClaim } from "@/lib/server/admin/claim-review";

export const GET = withAdmin({}, async ({ params }) => ({ success: true, claim: await getClaim(params.id ?? "") }));
