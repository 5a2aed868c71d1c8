import "server-only";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { directoryMessages, type DirectoryProfile } from "@/lib/validation/directory";
import { profileAnswer } from "./partner";

// The programme team's side of the directory: hide a company's profile with a reason (it
// leaves the public site whatever the company's choice) and show it again.

export async function setProfileHidden(
  admin: { userId: string },
  partnerId: string,
  change: { hidden: true; reason: string } | { hidden: false },
  now = new Date(),
): Promise<DirectoryProfile> {
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("directory_profiles")
      .set(
        change.hidden
          ? { hidden_at: now.toISOString(), hidden_reason: change.reason, hidden_by: admin.userId }
          : { hidden_at: null, hidden_reason: null, hidden_by: null },
      )
      .where("partner_id", "=", partnerId)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Refusal(404, directoryMessages.notFound);
    await recordAudit(trx, {
      actorUserId: admin.userId,
      action: change.hidden ? "directory.profile_hidden" : "directory.profile_shown",
      entityType: "partner",
      entityId: partnerId,
      details: change.hidden ? { reason: change.reason } : undefined,
    });
    return updated;
  });
  return profileAnswer(db, row);
}

/** The console's list: every profile with its company and whether the public sees it. */
export async function listProfilesForConsole() {
  const db = await getDb();
  return db
    .selectFrom("directory_profiles")
    .innerJoin("partners", "partners.id", "directory_profiles.partner_id")
    .select([
      "directory_profiles.partner_id",
      "partners.company_name",
      "directory_profiles.slug",
      "directory_profiles.published",
      "directory_profiles.hidden_at",
      "directory_profiles.hidden_reason",
      "directory_profiles.updated_at",
    ])
    .orderBy("partners.company_name")
    .execute();
}
