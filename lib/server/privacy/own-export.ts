import "server-only";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { fullName } from "@/lib/server/auth/users";
import type { ExportDocument } from "./readable-export";

// A partner user's own data (GET /api/partners/account/export/me): the right of access is
// the person's, whatever their role in the company, so it needs no permission. It holds
// what is about them or was done by them: their account, sign-ins, settings, notifications,
// the deals, referrals and payout requests they registered or asked for, and their closure
// request. The company's money beyond their own requests is the company's export.

export const OWN_EXPORT_FORMAT = "person-export/2";

export async function exportOwnData(userId: string, now = new Date()): Promise<ExportDocument> {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .leftJoin("partners", "partners.id", "users.partner_id")
    .select([
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.title",
      "users.phone",
      "users.linkedin_url",
      "users.member_role",
      "partners.company_name",
      "users.email_verified_at",
      "users.last_login_at",
      "users.previous_login_at",
      "users.created_at",
      "users.updated_at",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  const tables = [
    { name: "account", description: "Your account: name, contact details, role and company.", rows: [user] },
    {
      name: "signIns",
      description: "Your sign-ins (sessions): when, from which address and browser.",
      rows: await db
        .selectFrom("sessions")
        .select(["created_at", "expires_at", "revoked_at", "ip", "user_agent", "auth_method"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
    },
    {
      name: "notificationPreferences",
      description: "Your email notification settings (absent: everything on).",
      rows: await db
        .selectFrom("notification_preferences")
        .selectAll()
        .where("user_id", "=", userId)
        .execute(),
    },
    {
      name: "notifications",
      description: "The portal's notifications addressed to you.",
      rows: await db
        .selectFrom("notifications")
        .select(["id", "kind", "message", "link", "created_at", "read_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
    },
    {
      name: "dealsRegistered",
      description: "Deals you registered for the company.",
      rows: await db
        .selectFrom("deals")
        .selectAll()
        .where("registered_by", "=", userId)
        .orderBy("created_at")
        .execute(),
    },
    {
      name: "referralsRegistered",
      description: "Referrals you sent for the company.",
      rows: await db
        .selectFrom("referrals")
        .selectAll()
        .where("registered_by", "=", userId)
        .orderBy("created_at")
        .execute(),
    },
    {
      name: "payoutRequests",
      description: "Payouts you asked for on the company's behalf.",
      rows: await db
        .selectFrom("payout_requests")
        .select(["id", "amount_minor", "currency", "status", "paid_on", "payment_reference", "created_at"])
        .where("requested_by", "=", userId)
        .orderBy("created_at")
        .execute(),
    },
    {
      name: "closureRequests",
      description: "Your requests to close your account.",
      rows: await db
        .selectFrom("deletion_requests")
        .select(["id", "status", "reason", "requested_at", "decided_at"])
        .where("user_id", "=", userId)
        .orderBy("requested_at")
        .execute(),
    },
  ];
  await recordAudit(db, {
    actorUserId: userId,
    action: "privacy.own_data_exported",
    entityType: "user",
    entityId: userId,
    details: { counts: Object.fromEntries(tables.map((table) => [table.name, table.rows.length])) },
  });
  return {
    format: OWN_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    subject: `${fullName(user)}: your own data in the Finlytic AI partner portal`,
    tables,
  };
}
