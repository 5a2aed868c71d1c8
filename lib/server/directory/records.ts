import "server-only";
import type { Selectable } from "kysely";
import type { DirectoryProfilesTable } from "@/lib/server/db/schema/directory";
import type { DirectoryProfile } from "@/lib/validation/directory";
import type { Db } from "@/lib/server/db";
import { transliterate } from "transliteration";

// Directory profiles: rows to answers. Tier and certifications are read from the programme's
// own records (the partner's placement, the certificates of completed courses), never typed.

export type ProfileRow = Selectable<DirectoryProfilesTable>;

export function listOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** Shown on the public site: the company published it and the team has not hidden it. */
export const isListed = (row: Pick<ProfileRow, "published" | "hidden_at">) =>
  row.published === 1 && row.hidden_at === null;

/** A stored logo's version: its key's UUID (each upload gets a new key). */
export const logoVersionOf = (key: string) => key.replace(/^.*\//, "").replace(/\.[a-z0-9]+$/, "");

/** The logo's public address (served from storage by the directory's logo route), versioned by its key. */
export const logoUrlOf = (row: Pick<ProfileRow, "slug" | "logo_key">) =>
  row.logo_key ? `/api/directory/${row.slug}/logo?v=${logoVersionOf(row.logo_key)}` : null;

/** The certificates the company's people earned (completed courses that certify). */
export async function certificationsOf(db: Db, partnerIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (!partnerIds.length) return result;
  const rows = await db
    .selectFrom("training_courses")
    .select(["partner_id", "title"])
    .where("partner_id", "in", partnerIds)
    .where("certificate", "=", 1)
    .where("status", "=", "completed")
    .orderBy("title")
    .execute();
  for (const row of rows) {
    const titles = result.get(row.partner_id) ?? [];
    if (!titles.includes(row.title)) titles.push(row.title);
    result.set(row.partner_id, titles);
  }
  return result;
}

export function toProfile(row: ProfileRow, tier: string, certifications: string[]): DirectoryProfile {
  return {
    slug: row.slug,
    published: row.published === 1,
    listed: isListed(row),
    description: row.description,
    services: listOf(row.services),
    industries: listOf(row.industries),
    countries: listOf(row.countries),
    languages: listOf(row.languages),
    website: row.website ?? "",
    logoUrl: logoUrlOf(row),
    tier,
    certifications,
    hidden: row.hidden_at ? { at: row.hidden_at, reason: row.hidden_reason ?? "" } : null,
  };
}

/**
 * "Northwind Advisory GmbH" → "northwind-advisory-gmbh"; names in other scripts are
 * transliterated first ("王小明科技有限公司" → "wang-xiao-ming-ke-ji-you-xian-gong-si",
 * "김민준 Holdings LLC" → "gimminjun-holdings-llc"). ASCII, at most 60 characters. The
 * slug is chosen once, when the profile is made, so a public address never changes.
 */
export function slugOf(name: string): string {
  const slug = transliterate(name.normalize("NFKC"))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "partner";
}
