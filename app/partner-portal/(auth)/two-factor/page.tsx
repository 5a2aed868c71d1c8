import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RequiredTwoFactorSetup } from "@/components/portal/settings/required-two-factor-setup";
import { getSignedIn } from "@/lib/server/auth/guards";
import { loginPathTo, portalRoutes } from "@/lib/portal-routes";

export const metadata: Metadata = {
  title: "Set Up Two-Factor Authentication",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Where the console sends an admin without two-factor authentication when ADMIN_REQUIRE_2FA
// is on (the console's own layout cannot host it: it is what redirects here).
export default async function Page({ searchParams }: Props) {
  const signedIn = await getSignedIn();
  if (!signedIn) redirect(loginPathTo(portalRoutes.admin));
  const { next } = await searchParams;
  const home = signedIn.user.role === "admin" ? portalRoutes.admin : portalRoutes.dashboard;
  // Only a path of this site, never another host.
  const destination =
    typeof next === "string" && /^\/(admin|partner-portal)(\/|$|\?)/.test(next) ? next : home;
  // A session that passed a second factor has nothing to set up (in proxy mode too, where
  // the partner API's /auth/me tells and the setup below goes to it).
  if (signedIn.twoFactorVerified) redirect(destination);
  // A partner is here because their company requires it (Settings, Team).
  const lead =
    signedIn.user.role === "admin"
      ? undefined
      : "Your company requires two-factor authentication. Set it up to continue.";
  return <RequiredTwoFactorSetup destination={destination} lead={lead} />;
}
