// GET /api/admin/leads/figures: per partner, leads offered, acceptance rate, median time to accept and conversion to won.
import { withAdmin } from "@/lib/api/session";
import { leadFigures } from "@/lib/server/leads/figures";

export const GET = withAdmin({}, async () => ({ success: true, partners: await leadFigures() }));
