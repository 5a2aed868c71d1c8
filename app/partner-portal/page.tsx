import { redirect } from "next/navigation";
import { portalRoutes } from "@/lib/portal-routes";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";

// The portal's own address: a partner with a live session goes to the dashboard, anyone else
// to the login page (which knows where the programme team belongs).
export default async function Page() {
  let home: string = portalRoutes.login;
  try {
    const signedIn = await getSignedIn();
    if (signedIn && canUsePortal(signedIn.user)) home = portalRoutes.dashboard;
  } catch {
    // The partner API did not answer (proxy mode): the login page says what it can.
  }
  redirect(home);
}
