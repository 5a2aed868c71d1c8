import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { privacyMessages } from "@/lib/validation/privacy";

// Everything stored about one person, found by email (the team's answer to an access
// request): account, claims, invitations, enquiries, referrals, deals naming them as a
// contact, and the mail sent to them. Audited without the address itself.

export async function exportPersonData(rawEmail: string, actorUserId: string | null, now = new Date()) {
  const email = rawEmail.trim().toLowerCase();
  const db = await getDb();
  const users = await db
    .selectFrom("users")
    .select([
      "id",
      "partner_id",
      "email",
      "role",
      "first_name",
      "last_name",
      "title",
      "phone",
      "linkedin_url",
      "email_verified_at",
      "last_login_at",
      "created_at",
    ])
    .where("email", "=", email)
    .execute();
  const userIds = users.map((user) => user.id);
  const document = {
    format: "person-export/1",
    exportedAt: now.toISOString(),
    email,
    accounts: users,
    sessions: userIds.length
      ? await db
          .selectFrom("sessions")
          .select(["created_at", "expires_at", "revoked_at", "ip", "user_agent"])
          .where("user_id", "in", userIds)
          .execute()
      : [],
    claims: await db.selectFrom("claims").selectAll().where("company_email", "=", email).execute(),
    invitations: await db
      .selectFrom("registration_links")
      .select(["id", "kind", "email", "company_name", "created_at", "expires_at", "used_at"])
      .where("email", "=", email)
      .execute(),
    enquiries: await db
      .selectFrom("contact_enquiries")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute(),
    referrals: await db
      .selectFrom("referrals")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute(),
    dealContacts: await db
      .selectFrom("deals")
      .select([
        "id",
        "customer_name",
        "contact_name",
        "contact_email",
        "contact_title",
        "decision_maker_name",
        "decision_maker_email",
        "created_at",
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["contact_email"]), "=", email),
          eb(eb.fn("lower", ["decision_maker_email"]), "=", email),
        ]),
      )
      .execute(),
    mail: await db
      .selectFrom("outbox")
      .select(["id", "subject", "text_body", "kind", "status", "created_at", "sent_at"])
      .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", email))
      .orderBy("created_at")
      .execute(),
  };
  const counts = Object.fromEntries(
    Object.entries(document)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as unknown[]).length]),
  );
  if (Object.values(counts).every((n) => n === 0)) throw new Refusal(404, privacyMessages.personNotFound);
  await recordAudit(db, {
    actorUserId,
    action: "privacy.person_exported",
    entityType: userIds[0] ? "user" : "person",
    entityId: userIds[0] ?? randomUUID(),
    details: { counts },
  });
  return document;
}
