import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PartnerDashboard } from "@/components/portal/dashboard/partner-dashboard";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Partner Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The proxy only looked at the cookie; here the session (this application's session row,
// or in proxy mode the partner API's /auth/me) and the account are checked.
// ?deal={id} (the address a duplicate registration's 409 gives) opens that deal's details.
export default async function Page({ searchParams }: Props) {
  const signedIn = await getSignedIn();
  // Not signed in, or the account cannot use the portal: the exit route clears the cookie
  // before the login page, so a stale cookie cannot loop. Other errors propagate.
  if (!signedIn || !canUsePortal(signedIn.user)) redirect("/partner-portal/session-expired");
  const { user } = signedIn;
  const { deal } = await searchParams;
  const openDeal = typeof deal === "string" && /^[A-Za-z0-9-]{1,64}$/.test(deal) ? deal : null;
  return (
    <PartnerDashboard
      user={{ firstName: user.firstName, companyName: user.companyName }}
      openDeal={openDeal}
    />
  );
}
