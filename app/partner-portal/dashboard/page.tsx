import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PartnerDashboard } from "@/components/portal/dashboard/partner-dashboard";
import { ApiError } from "@/lib/api/errors";
import { requirePartner, type PartnerContext } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Partner Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The proxy only looked at the cookie; here the session row and the account are checked.
// ?deal={id} (the address a duplicate registration's 409 gives) opens that deal's details.
export default async function Page({ searchParams }: Props) {
  let auth: PartnerContext;
  try {
    auth = await requirePartner();
  } catch (error) {
    // Not signed in, or the account cannot use the portal: the exit route clears the
    // cookie before the login page, so a stale cookie cannot loop. Other errors propagate.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) redirect("/partner-portal/session-expired");
    throw error;
  }
  const { deal } = await searchParams;
  const openDeal = typeof deal === "string" && /^[A-Za-z0-9-]{1,64}$/.test(deal) ? deal : null;
  return <PartnerDashboard user={{ firstName: auth.user.first_name, companyName: auth.partner?.company_name ?? null }} openDeal={openDeal} />;
}
