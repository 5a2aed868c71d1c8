// GET /api/partners/leads: the company's leads, newest first; `contact` is null until the lead is accepted (a directory lead carries it from the start).
import { withPartner } from "@/lib/api/session";
import { listLeads } from "@/lib/server/leads/partner";

export const GET = withPartner({ permission: "referrals:read" }, async ({ auth }) => ({
  success: true,
  leads: await listLeads(auth.partnerId),
}));
