import "server-only";
import type { Selectable } from "kysely";
import type { UsersTable } from "../db/schema/auth";
import type { PartnersTable } from "../db/schema/partners";

export type UserRow = Selectable<UsersTable>;
export type PartnerRow = Selectable<PartnersTable>;

/** The user object the auth endpoints return: never the password hash. */
export interface PublicUser {
  id: string;
  _id: string;
  email: string;
  role: UserRow["role"];
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  phone: string | null;
  emailVerified: boolean;
  partnerId: string | null;
  companyName: string | null;
  status: PartnerRow["status"] | "active";
  /** Whether the user had signed in before this session: the dashboard's "Welcome back". */
  signedInBefore: boolean;
  /** The user's role in its partner company (null for the programme team). */
  memberRole: UserRow["member_role"];
  /**
   * The company requires two-factor authentication and this session has not passed it: the
   * portal sends the user to set it up, and the partner endpoints refuse until then.
   */
  twoFactorRequired?: boolean;
}

export function toPublicUser(
  user: UserRow,
  partner:
    (Pick<PartnerRow, "company_name" | "status"> & Partial<Pick<PartnerRow, "require_two_factor">>) | null,
  twoFactorVerified = false,
): PublicUser {
  return {
    id: user.id,
    _id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.first_name,
    lastName: user.last_name,
    title: user.title,
    phone: user.phone,
    emailVerified: user.email_verified_at !== null,
    partnerId: user.partner_id,
    companyName: partner?.company_name ?? null,
    status: partner?.status ?? "active",
    signedInBefore: user.previous_login_at !== null,
    memberRole: user.role === "partner" ? (user.member_role ?? "owner") : null,
    twoFactorRequired:
      user.role === "partner" && Number(partner?.require_two_factor ?? 0) === 1 && !twoFactorVerified,
  };
}

/** Emails are compared and stored lower-cased and trimmed. */
/** A person's name as the product shows it: given and family name, or the email without one. */
export function fullName(user: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ").trim() || user.email;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
