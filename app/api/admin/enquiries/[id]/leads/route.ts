// GET /api/admin/enquiries/{id}/leads: the enquiry's offers so far and the ranked partner suggestion for the next one.
import { withAdmin } from "@/lib/api/session";
import { enquiryLeads } from "@/lib/server/leads/console";
import { suggestPartners } from "@/lib/server/leads/suggestions";

export const GET = withAdmin({}, async ({ params }) => ({
  success: true,
  leads: await enquiryLeads(params.id ?? ""),
  suggestions: await suggestPartners(params.id ?? ""),
}));
