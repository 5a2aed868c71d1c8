// PATCH /api/partners/profile/company: an owner changes the company's details ({ companyName, website, country, taxId }); the programme team is told of legal changes.
import { withPartner } from "@/lib/api/session";
import { teamActor } from "@/lib/api/partner-team";
import { toProfile, updateCompanyDetails } from "@/lib/server/partners/profile";
import { HOUR_MS } from "@/lib/time";
import { companyUpdateSchema, profileMessages } from "@/lib/validation/profile";

export const PATCH = withPartner(
  {
    body: companyUpdateSchema,
    maxBodyBytes: 4 * 1024,
    rateLimit: {
      name: "profile:update",
      limit: 60,
      windowMs: HOUR_MS,
      message: "Too many changes. Please try again later.",
    },
  },
  async ({ auth, body }) => {
    const partner = await updateCompanyDetails(teamActor(auth), body);
    return { success: true, message: profileMessages.companySaved, ...toProfile(auth.user, partner) };
  },
);
