import "server-only";
import { Refusal } from "@/lib/refusal";
import { ssoMessages } from "@/lib/validation/sso-messages";
import type { UserRow } from "./users";
import { env } from "../env";
import { companySsoForEmail } from "./company-sso";

/**
 * Whether a right password may still open this account: not for the programme team when
 * ADMIN_PASSWORD_SIGN_IN is false, nor for a colleague whose company requires single
 * sign-on on the address's domain. The company's owners keep their password (and their
 * own second factor) as the way back in when the provider fails or is misconfigured.
 */
export async function assertPasswordSignInAllowed(user: UserRow): Promise<void> {
  if (user.role === "admin") {
    if (!env().ADMIN_PASSWORD_SIGN_IN) throw new Refusal(403, ssoMessages.passwordRefusedAdmin);
    return;
  }
  if ((user.member_role ?? "owner") === "owner") return;
  if (user.partner_id && (await companyRequiresSso(user.partner_id, user.email)))
    throw new Refusal(403, ssoMessages.passwordRefusedPartner);
}

/**
 * Whether this company signs this address in only through its provider: it proved the
 * address's domain and requires single sign-on. Every way a colleague other than an owner
 * gets a password-backed session (sign-in, an invitation's acceptance) asks this first.
 */
export async function companyRequiresSso(partnerId: string, email: string): Promise<boolean> {
  const company = await companySsoForEmail(email);
  return Boolean(company?.requireSso && company.partnerId === partnerId);
}
