import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { Refusal } from "@/lib/refusal";
import { requireAdmin, type SignedIn } from "@/lib/server/auth/guards";
import { accountMessages } from "@/lib/validation/account";
import { loginPathTo, portalRoutes } from "@/lib/portal-routes";

/**
 * The console's server-side gate for pages (the proxy only checks that a cookie exists).
 * No valid session: to the login page, back here afterwards. A partner's session: to the
 * partner dashboard; the console never renders for anyone but an admin. Cached per
 * request, so the layout and the page verify the session once.
 */
export const requireAdminPage = cache(async (): Promise<SignedIn> => {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof Refusal && error.status === 401) redirect(loginPathTo(portalRoutes.admin));
    if (error instanceof Refusal && error.message === accountMessages.adminTwoFactorRequired)
      redirect(`${portalRoutes.twoFactor}?next=${encodeURIComponent(portalRoutes.admin)}`);
    if (error instanceof Refusal && error.status === 403) redirect(portalRoutes.dashboard);
    throw error;
  }
});
