import "server-only";
import type { Kysely } from "kysely";
import { recordAudit } from "@/lib/server/admin/audit";
import { getDb, type Database } from "@/lib/server/db";

// A partner company's data as one JSON document (GET /api/partners/account/export): every
// row that belongs to the company, read by its partner id only, so no other company's row
// can enter it. Secrets stay out: password hashes, session and account tokens, TOTP secrets
// and recovery codes, the stored file names of attachments.

export const EXPORT_FORMAT = "partner-export/1";

const userColumns = [
  "id",
  "email",
  "role",
  "first_name",
  "last_name",
  "title",
  "phone",
  "linkedin_url",
  "email_verified_at",
  "last_login_at",
  "previous_login_at",
  "onboarding_dismissed_at",
  "created_at",
  "updated_at",
] as const;

const parseJson = (text: string | null) => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

async function readCompany(db: Kysely<Database>, partnerId: string) {
  const partner = await db
    .selectFrom("partners")
    .selectAll()
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom("users")
    .select(userColumns)
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .execute();
  const userIds = users.map((user) => user.id);
  const deals = await db
    .selectFrom("deals")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .execute();
  const dealIds = deals.map((deal) => deal.id);
  const referrals = await db
    .selectFrom("referrals")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .execute();
  const referralIds = referrals.map((referral) => referral.id);
  const commissions = await db
    .selectFrom("commissions")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .execute();
  const payouts = await db
    .selectFrom("payout_requests")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .execute();
  const courses = await db
    .selectFrom("training_courses")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .execute();
  const courseIds = courses.map((course) => course.id);
  const some = (ids: string[]) => (ids.length ? ids : ["-"]);
  const entityIds = [
    partnerId,
    ...userIds,
    ...dealIds,
    ...referralIds,
    ...commissions.map((c) => c.id),
    ...payouts.map((p) => p.id),
  ];
  return {
    partner,
    users,
    userIds,
    deals,
    dealEvents: await db
      .selectFrom("deal_events")
      .selectAll()
      .where("deal_id", "in", some(dealIds))
      .orderBy("created_at")
      .execute(),
    referrals,
    referralEvents: await db
      .selectFrom("referral_events")
      .selectAll()
      .where("referral_id", "in", some(referralIds))
      .orderBy("created_at")
      .execute(),
    // The company's referral links (their clicks are anonymous visitor hashes, not its data).
    referralLinks: await db
      .selectFrom("partner_links")
      .selectAll()
      .where("partner_id", "=", partnerId)
      .orderBy("created_at")
      .execute(),
    commissions,
    // Each commission's status changes (the ledger's history), by commission id like the deals' events.
    commissionEvents: await db
      .selectFrom("commission_events")
      .selectAll()
      .where("commission_id", "in", some(commissions.map((c) => c.id)))
      .orderBy("created_at")
      .execute(),
    payouts,
    notifications: await db
      .selectFrom("notifications")
      .selectAll()
      .where("partner_id", "=", partnerId)
      .orderBy("created_at")
      .execute(),
    notificationPreferences: await db
      .selectFrom("notification_preferences")
      .selectAll()
      .where("user_id", "in", some(userIds))
      .execute(),
    courses,
    completions: await db
      .selectFrom("training_completions")
      .selectAll()
      .where("enrolment_id", "in", some(courseIds))
      .execute(),
    attachments: await db
      .selectFrom("attachments")
      .select(["id", "original_name", "mime_type", "size_bytes", "created_at"])
      .where("partner_id", "=", partnerId)
      .orderBy("created_at")
      .execute(),
    // The audit lines about the company's own rows, in batches (a statement takes a limited number of values).
    audit: (
      await Promise.all(
        chunk(entityIds, 500).map((ids) =>
          db
            .selectFrom("audit_log")
            .select(["id", "action", "entity_type", "entity_id", "details", "created_at", "actor_user_id"])
            .where("entity_id", "in", ids)
            .execute(),
        ),
      )
    )
      .flat()
      .sort((a, b) => a.created_at.localeCompare(b.created_at)),
  };
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The company's document; the export itself is audited (who, when, how many rows). */
export async function exportCompanyData(partnerId: string, actorUserId: string, now = new Date()) {
  const db = await getDb();
  const data = await readCompany(db, partnerId);
  const { partner, userIds, audit, courses, completions, ...rest } = data;
  // Who acted, as the company can know it: its own users by id, the programme team as "team".
  const own = new Set(userIds);
  const document = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    company: { ...partner, profile_json: undefined, profile: parseJson(partner.profile_json) },
    ...rest,
    trainingProgress: { courses, completedModules: completions },
    audit: audit.map(({ actor_user_id, details, ...line }) => ({
      ...line,
      details: parseJson(details),
      actor: actor_user_id ? (own.has(actor_user_id) ? actor_user_id : "team") : "system",
    })),
  };
  const counts = Object.fromEntries(
    Object.entries({ ...document, courses, completions })
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as unknown[]).length]),
  );
  await recordAudit(db, {
    actorUserId,
    action: "privacy.company_exported",
    entityType: "partner",
    entityId: partnerId,
    details: { counts },
  });
  return document;
}
