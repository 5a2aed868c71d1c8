// Accounts for tests (imported by *.test.ts only): partners and admins inserted directly,
// signed-in sessions, verified emails and solved captchas.
import { randomUUID } from "node:crypto";
import type { MemberRole } from "@/lib/member-roles";
import type { PartnerRow, UserRow } from "@/lib/server/auth/users";
import { createAdmin } from "@/lib/server/auth/admins";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/password";
import { givePayoutDetails } from "./payout-details";

export interface TestAccount {
  user: UserRow;
  partner: PartnerRow;
  email: string;
  password: string;
}

/** Inserts a partner company and its primary user directly (verified and active unless told). */
export async function createTestPartner(
  options: {
    email?: string;
    password?: string;
    verified?: boolean;
    status?: PartnerRow["status"];
    companyName?: string;
    memberRole?: MemberRole;
    /** An active partner has a payout method and a W-9 on file unless this is false. */
    payoutDetails?: boolean;
  } = {},
): Promise<TestAccount> {
  const db = await getDb();
  const now = new Date().toISOString();
  const email = options.email ?? `partner-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? "Partner-Passw0rd!";
  const partner: PartnerRow = {
    id: randomUUID(),
    company_name: options.companyName ?? "Acme Advisory",
    website: "https://acme.example",
    industry: "Technology",
    company_size: "11-50",
    annual_revenue: "$1M - $5M",
    gst_tax_id: null,
    partnership_type: "referral",
    country: "US",
    tier: "bronze",
    certification_status: "pending",
    points: 0,
    status: options.status ?? "active",
    source: "admin",
    profile_json: "{}",
    registration_link_id: null,
    review_reason: null,
    commission_rate: null,
    review_started_at: null,
    deals_version: 0,
    tier_since: now,
    tier_grace_started_at: null,
    tier_pinned_until: null,
    tier_pin_reason: null,
    require_two_factor: 0,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("partners").values(partner).execute();
  const user: UserRow = {
    id: randomUUID(),
    partner_id: partner.id,
    email,
    password_hash: await hashPassword(password),
    role: "partner",
    member_role: options.memberRole ?? "owner",
    first_name: "Pat",
    last_name: "Partner",
    title: "Director",
    phone: "+1 555 0100",
    linkedin_url: null,
    email_verified_at: options.verified === false ? null : now,
    last_login_at: null,
    previous_login_at: null,
    onboarding_dismissed_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("users").values(user).execute();
  if (partner.status === "active" && options.payoutDetails !== false) await givePayoutDetails(partner.id);
  return { user, partner, email, password };
}

export async function adminToken(
  email = `admin-${randomUUID().slice(0, 8)}@example.com`,
): Promise<{ token: string; userId: string }> {
  const admin = await createAdmin({ email, password: "Admin-Passw0rd!" });
  const session = await createSession(await getDb(), { id: admin.id, role: "admin" });
  return { token: session.token, userId: admin.id };
}

/** An admin whose session passed two-factor (a provider's second factor). */
export async function twoFactorAdminToken(): Promise<{ token: string; userId: string }> {
  const admin = await createAdmin({
    email: `admin-${randomUUID().slice(0, 8)}@example.com`,
    password: "Admin-Passw0rd!",
  });
  const session = await createSession(
    await getDb(),
    { id: admin.id, role: "admin" },
    { authMethod: "sso_mfa" },
  );
  return { token: session.token, userId: admin.id };
}

export async function partnerToken(): Promise<{ token: string; partnerId: string }> {
  const account = await createTestPartner({ email: `partner-${randomUUID().slice(0, 8)}@example.com` });
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, partnerId: account.partner.id };
}

/** Marks `email` as verified by a one-time code, as POST /api/auth/verify-otp does. */
export async function markEmailVerified(email: string, verifiedAt = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insertInto("otp_codes")
    .values({
      id: randomUUID(),
      email: email.toLowerCase(),
      purpose: "email_verification",
      code_hash: "0".repeat(64),
      expires_at: new Date(verifiedAt.getTime() + 60_000).toISOString(),
      created_at: verifiedAt.toISOString(),
      verified_at: verifiedAt.toISOString(),
      claimed_at: null,
    })
    .execute();
}

/** Solves a captcha the way the tests may: decrypt the challenge token with the server's key. */
export async function solveCaptcha(): Promise<{ captchaToken: string; captchaAnswer: string }> {
  const { createCaptcha, captchaKey } = await import("@/lib/server/claims/captcha");
  const { jwtDecrypt } = await import("jose");
  const { token } = await createCaptcha();
  const { payload } = await jwtDecrypt(token, captchaKey());
  return { captchaToken: token, captchaAnswer: String(payload.answer) };
}
