import "server-only";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { recordAudit } from "@/lib/server/audit/audit";
import type { DirectoryProfile, DirectoryProfileFields } from "@/lib/validation/directory";
import { certificationsOf, toProfile, slugOf, type ProfileRow } from "./records";
import type { Db } from "@/lib/server/db";

// A company's own directory profile (Settings, owner and admin): read it (made on first read,
// unpublished, with a slug from the company's name) and save it. Publishing is the company's
// choice; a profile the team hid stays hidden whatever the company saves.

async function companyOf(db: Db, partnerId: string) {
  return db
    .selectFrom("partners")
    .select(["company_name", "tier", "website"])
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
}

/** The company's profile row, made (unpublished) on first use with a free slug. */
export async function ensureProfile(partnerId: string, now = new Date()): Promise<ProfileRow> {
  const db = await getDb();
  const existing = await db
    .selectFrom("directory_profiles")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (existing) return existing;
  const company = await companyOf(db, partnerId);
  const base = slugOf(company.company_name);
  const at = now.toISOString();
  for (let attempt = 1; attempt < 50; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      return await db
        .insertInto("directory_profiles")
        .values({
          partner_id: partnerId,
          slug,
          website: company.website,
          logo_key: null,
          hidden_at: null,
          hidden_reason: null,
          hidden_by: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either the slug is taken, or another request made this company's profile meanwhile.
      const made = await db
        .selectFrom("directory_profiles")
        .selectAll()
        .where("partner_id", "=", partnerId)
        .executeTakeFirst();
      if (made) return made;
    }
  }
  throw new Error("No free directory slug");
}

export async function profileAnswer(db: Db, row: ProfileRow): Promise<DirectoryProfile> {
  const company = await companyOf(db, row.partner_id);
  const certifications = (await certificationsOf(db, [row.partner_id])).get(row.partner_id) ?? [];
  return toProfile(row, company.tier, certifications);
}

export async function getOwnProfile(partnerId: string, now = new Date()): Promise<DirectoryProfile> {
  const row = await ensureProfile(partnerId, now);
  return profileAnswer(await getDb(), row);
}

export async function saveOwnProfile(
  actor: { partnerId: string; userId: string },
  fields: DirectoryProfileFields,
  now = new Date(),
): Promise<DirectoryProfile> {
  const before = await ensureProfile(actor.partnerId, now);
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("directory_profiles")
      .set({
        published: fields.published ? 1 : 0,
        description: fields.description,
        services: JSON.stringify(fields.services),
        industries: JSON.stringify(fields.industries),
        countries: JSON.stringify(fields.countries),
        languages: JSON.stringify(fields.languages),
        website: fields.website || null,
        updated_at: now.toISOString(),
      })
      .where("partner_id", "=", actor.partnerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action:
        before.published === updated.published
          ? "directory.profile_updated"
          : updated.published
            ? "directory.profile_published"
            : "directory.profile_unpublished",
      entityType: "partner",
      entityId: actor.partnerId,
      details: { slug: updated.slug },
    });
    return updated;
  });
  return profileAnswer(db, row);
}
