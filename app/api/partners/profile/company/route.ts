// PATCH /api/partners/profile/company: an owner changes the company's details ({ companyName, website, country, taxId }); the programme team is told of legal changes.
import { withPartner } from "@/lib/api/session";
import { teamActor } from "@/lib/api/partner-team";
import { toProfile, updateCompanyDetails } from "@/lib/server/partners/profile";
import { profileChangeLimit } from "@/lib/api/partner-profile";
import { companyUpdateSchema, profileMessages } from "@/lib/validation/profile";

export const PATCH = withPartner(
  {
    body: companyUpdateSchema,
    maxBodyBytes: 4 * 1024,
    rateLimit: profileChangeLimit,
  },
  async ({ auth, body }) => {
    const partner = await updateCompanyDetails(teamActor(auth), body);
    return { success: true, message: profileMessages.companySaved, ...toProfile(auth.user, partner) };
  },
);
