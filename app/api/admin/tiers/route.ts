// GET /api/admin/tiers: the tier rules (requirements, benefits, grace period) in the shape PUT accepts.
// PUT /api/admin/tiers: replaces every tier's rules and the grace period; partners are placed anew at the next evaluation.
import { withAdmin } from "@/lib/api/session";
import { getTierRules, saveTierRules } from "@/lib/server/tiers/rules";
import { tierRulesSchema } from "@/lib/validation/tiers";

export const GET = withAdmin({}, async () => ({ success: true, ...(await getTierRules()) }));

export const PUT = withAdmin({ body: tierRulesSchema }, async ({ body, auth }) => ({
  success: true,
  ...(await saveTierRules(body, auth.user.id)),
}));
