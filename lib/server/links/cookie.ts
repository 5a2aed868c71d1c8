import "server-only";
import { env } from "@/lib/server/env";
import { REF_COOKIE_DAYS } from "@/lib/validation/links";
import { DAY_MS } from "@/lib/time";

/** partner_ref: first-party, httpOnly, SameSite=Lax, Secure when the site is served over https, 90 days. */
export function refCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: new URL(env().APP_URL).protocol === "https:",
    path: "/",
    maxAge: (REF_COOKIE_DAYS * DAY_MS) / 1000,
  };
}
