import "server-only";
import type { PartnerRow, UserRow } from "@/lib/server/auth/users";

// The partner's Profile tab: the signed-in user and the company, as GET /api/partners/profile answers.

export function toProfile(user: UserRow, partner: PartnerRow) {
  return {
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phone: user.phone,
      title: user.title,
    },
    company: {
      companyName: partner.company_name,
      tier: partner.tier,
      certificationStatus: partner.certification_status,
      points: Number(partner.points),
      status: partner.status,
    },
  };
}
