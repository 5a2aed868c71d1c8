import "server-only";
import type { Kysely } from "kysely";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb, type Database } from "@/lib/server/db";
import type { ExportDocument, ExportRow } from "./readable-export";

// A partner company's data (GET /api/partners/account/export, a zip built by
// ./readable-export.ts): every row that belongs to the company, read by its partner id only,
// so no other company's row can enter it. Secrets stay out: password hashes, session and
// account tokens, TOTP secrets and recovery codes, the stored file names of attachments, the
// sealed payout and tax details (only their masked forms go).

export const EXPORT_FORMAT = "partner-export/2";

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
    // Where the money goes, masked as Settings shows it: the sealed details never leave.
    payoutMethods: await db
      .selectFrom("payout_methods")
      .select([
        "id",
        "type",
        "currency",
        "account_holder",
        "masked",
        "status",
        "hold_until",
        "created_at",
        "replaced_at",
      ])
      .where("partner_id", "=", partnerId)
      .orderBy("created_at")
      .execute(),
    // Each tax form's summary: the form, its state, the masked identifier, who signed and when.
    taxForms: await db
      .selectFrom("tax_forms")
      .select([
        "id",
        "form",
        "status",
        "country",
        "tin_masked",
        "signature_name",
        "signature_date",
        "signed_at",
        "rejection_reason",
        "rejected_at",
        "replaced_at",
      ])
      .where("partner_id", "=", partnerId)
      .orderBy("signed_at")
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

const descriptions: Record<string, string> = {
  company: "The company's record: name, tier, status and profile.",
  users: "The company's people in the portal (no passwords or secrets).",
  deals: "Deals the company registered.",
  dealEvents: "Each deal's history: status and stage changes, by deal id.",
  referrals: "Referrals the company sent.",
  referralEvents: "Each referral's history, by referral id.",
  referralLinks: "The company's referral links.",
  commissions: "Commissions earned, with their status and payment.",
  commissionEvents: "Each commission's status changes, by commission id.",
  payouts: "Payout requests and their payment, with any currency conversion.",
  payoutMethods: "Where payouts are sent, masked as Settings shows it.",
  taxForms: "Tax forms submitted: the form, its state and the masked tax identifier.",
  notifications: "The portal's notifications to the company's people.",
  notificationPreferences: "Each person's email notification settings.",
  trainingCourses: "Training courses and their progress.",
  trainingCompletions: "Completed training modules.",
  attachments: "Files attached to deals (names and sizes; the files stay in the portal).",
  audit:
    "The programme's log of changes to the company's records; actor is a user id of the company, team or system.",
};

/** The company's export; the export itself is audited (who, when, how many rows). */
export async function exportCompanyData(
  partnerId: string,
  actorUserId: string,
  now = new Date(),
): Promise<ExportDocument> {
  const db = await getDb();
  const data = await readCompany(db, partnerId);
  const { partner, userIds, audit, courses, completions, ...rest } = data;
  // Who acted, as the company can know it: its own users by id, the programme team as "team".
  const own = new Set(userIds);
  const rows: Record<string, ExportRow[]> = {
    company: [partner],
    ...rest,
    trainingCourses: courses,
    trainingCompletions: completions,
    audit: audit.map(({ actor_user_id, ...line }) => ({
      ...line,
      actor: actor_user_id ? (own.has(actor_user_id) ? actor_user_id : "team") : "system",
    })),
  };
  const tables = Object.entries(descriptions).map(([name, description]) => ({
    name,
    description,
    rows: rows[name] ?? [],
  }));
  await recordAudit(db, {
    actorUserId,
    action: "privacy.company_exported",
    entityType: "partner",
    entityId: partnerId,
    details: { counts: Object.fromEntries(tables.map((table) => [table.name, table.rows.length])) },
  });
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    subject: `${partner.company_name}: the company's data in the Finlytic AI partner portal`,
    tables,
  };
}
