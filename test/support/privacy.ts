// Rows in every table a partner's data lives in, each carrying `marker` in its text, for the
// export and erasure tests (imported by *.test.ts only).
import { createHash, randomUUID } from "node:crypto";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import type { TestAccount } from "./accounts";

const at = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();
const hash = (text: string) => createHash("sha256").update(text).digest("hex");

export interface SeededCompany {
  dealId: string;
  referralId: string;
  commissionIds: string[];
  payoutId: string;
  sessionToken: string;
}

/** Fills every table for the account's company; `marker` appears in each row's free text. */
export async function seedCompanyData(account: TestAccount, marker: string): Promise<SeededCompany> {
  const db = await getDb();
  const partnerId = account.partner.id;
  const userId = account.user.id;
  const dealId = randomUUID();
  await db
    .insertInto("deals")
    .values({
      id: dealId,
      partner_id: partnerId,
      customer_name: `${marker} Customer`,
      decision_maker_name: `${marker} Boss`,
      decision_maker_email: `boss-${marker}@customer.example`,
      deal_size_minor: 5_000_000,
      status: "closed_won",
      stage: "closed_won",
      protection_expires: null,
      notes: `Notes ${marker}`,
      created_at: at(-30),
      updated_at: at(-30),
    })
    .execute();
  await db
    .insertInto("deal_events")
    .values({
      id: randomUUID(),
      deal_id: dealId,
      actor_user_id: userId,
      actor_role: "partner",
      kind: "status",
      from_value: "pending",
      to_value: "approved",
      reason: `Reason ${marker}`,
      created_at: at(-29),
    })
    .execute();
  const referralId = randomUUID();
  await db
    .insertInto("referrals")
    .values({
      id: referralId,
      partner_id: partnerId,
      company: `${marker} Referred`,
      contact: `${marker} Contact`,
      email: `ref-${marker}@referred.example`,
      expected_value_minor: 100_000,
      status: "submitted",
      referred_date: at(-20).slice(0, 10),
      phone: null,
      notes: `Referral ${marker}`,
      active_email: null,
      last_follow_up_at: null,
      created_at: at(-20),
      updated_at: at(-20),
    })
    .execute();
  await db
    .insertInto("referral_events")
    .values({
      id: randomUUID(),
      referral_id: referralId,
      actor_user_id: userId,
      actor_role: "partner",
      kind: "follow_up",
      from_value: null,
      to_value: null,
      note: `Called ${marker}`,
      created_at: at(-19),
    })
    .execute();
  const payoutId = randomUUID();
  await db
    .insertInto("payout_requests")
    .values({
      id: payoutId,
      partner_id: partnerId,
      amount_minor: 123_450,
      status: "paid",
      payment_reference: `PAY-${marker}`,
      paid_on: at(-5).slice(0, 10),
      requested_by: userId,
      paid_by: null,
      created_at: at(-10),
      updated_at: at(-5),
    })
    .execute();
  const commissionIds = [randomUUID(), randomUUID()];
  await db
    .insertInto("commissions")
    .values({
      id: commissionIds[0]!,
      partner_id: partnerId,
      deal_id: dealId,
      won_deal_id: dealId,
      amount_minor: 123_450,
      rate: 10,
      status: "paid",
      payout_date: at(-5).slice(0, 10),
      payment_reference: `PAY-${marker}`,
      payout_request_id: payoutId,
      created_at: at(-28),
      updated_at: at(-5),
    })
    .execute();
  await db
    .insertInto("commissions")
    .values({
      id: commissionIds[1]!,
      partner_id: partnerId,
      deal_id: null,
      won_deal_id: null,
      amount_minor: 9_999,
      rate: 5,
      status: "pending",
      payout_date: null,
      payment_reference: null,
      payout_request_id: null,
      created_at: at(-3),
      updated_at: at(-3),
    })
    .execute();
  await db
    .insertInto("commission_events")
    .values({
      id: randomUUID(),
      commission_id: commissionIds[0]!,
      from_status: "requested",
      to_status: "paid",
      actor_user_id: null,
      actor_role: "admin",
      payout_request_id: payoutId,
      created_at: at(-5),
    })
    .execute();
  await db
    .insertInto("notifications")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      message: `Notice ${marker}`,
      created_at: at(-2),
      read_at: null,
    })
    .execute();
  await db
    .insertInto("notification_preferences")
    .values({
      user_id: userId,
      deal_updates: 1,
      commission_payments: 0,
      training_reminders: 1,
      partner_announcements: 0,
      updated_at: at(-1),
    })
    .execute();
  await db
    .insertInto("training_courses")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      title: `Course ${marker}`,
      duration: "1h",
      current_module: null,
      status: "in_progress",
      progress: 50,
      completed_date: null,
      certificate: 0,
      onboarding_key: null,
      created_at: at(-15),
      updated_at: at(-15),
    })
    .execute();
  await db
    .insertInto("attachments")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      original_name: `file-${marker}.pdf`,
      stored_name: `stored-${marker}`,
      mime_type: "application/pdf",
      size_bytes: 10,
      created_at: at(-14),
    })
    .execute();
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_user_id: null,
      action: "partner.updated",
      entity_type: "partner",
      entity_id: partnerId,
      details: JSON.stringify({ note: `Audit ${marker}` }),
      created_at: at(-13),
    })
    .execute();
  // Secrets that must never leave: two-factor, recovery codes, account tokens, a session.
  await db
    .insertInto("two_factor")
    .values({
      user_id: userId,
      secret_enc: `secret-${marker}`,
      enabled_at: at(-12),
      last_step: null,
      created_at: at(-12),
    })
    .execute();
  await db
    .insertInto("two_factor_recovery_codes")
    .values({
      id: randomUUID(),
      user_id: userId,
      code_hash: hash(`recovery-${marker}`),
      used_at: null,
      created_at: at(-12),
    })
    .execute();
  await db
    .insertInto("account_tokens")
    .values({
      id: randomUUID(),
      user_id: userId,
      purpose: "reset_password",
      token_hash: hash(`token-${marker}`),
      expires_at: at(1),
      used_at: null,
      created_at: at(-1),
    })
    .execute();
  // The user has two-factor on, so only a session that passed it is accepted.
  const session = await createSession(db, account.user, { authMethod: "totp" });
  return { dealId, referralId, commissionIds, payoutId, sessionToken: session.token };
}
