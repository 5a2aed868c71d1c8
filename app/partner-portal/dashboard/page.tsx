import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PartnerDashboard } from "@/components/portal/dashboard/partner-dashboard";
import { ApiError } from "@/lib/api/errors";
import { requirePartner, type PartnerContext } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Partner Dashboard" };

// The proxy only looked at the cookie; here the session row and the account are checked.
export default async function Page() {
  let auth: PartnerContext;
  try {
    auth = await requirePartner();
  } catch (error) {
    // Not signed in, or the account cannot use the portal: the exit route clears the
    // cookie before the login page, so a stale cookie cannot loop. Other errors propagate.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) redirect("/partner-portal/session-expired");
    throw error;
  }
  return <PartnerDashboard user={{ firstName: auth.user.first_name, companyName: auth.partner?.company_name ?? null }} />;
}
