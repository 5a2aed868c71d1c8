import "server-only";
import { cache } from "react";
import { tierIds } from "@/lib/validation/tier-options";
import { getDb } from "@/lib/server/db";
import type { DirectoryFilter } from "@/lib/validation/directory";
import { certificationsOf, isListed, listOf, logoUrlOf } from "./records";

// What the public directory shows: listed profiles (published, not hidden) of active
// partners, with their tier and certifications from the programme's records. The pages render
// per request from these reads.

export interface PublicPartner {
  slug: string;
  name: string;
  description: string;
  services: string[];
  industries: string[];
  countries: string[];
  languages: string[];
  website: string | null;
  logoUrl: string | null;
  tier: string;
  certifications: string[];
  updatedAt: string;
}

/** Every listed partner, highest tier first; or only the one with `slug`. */
async function readListed(slug?: string): Promise<PublicPartner[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("directory_profiles")
    .innerJoin("partners", "partners.id", "directory_profiles.partner_id")
    .selectAll("directory_profiles")
    .select(["partners.company_name", "partners.tier"])
    .where("directory_profiles.published", "=", 1)
    .where("directory_profiles.hidden_at", "is", null)
    .where("partners.status", "=", "active")
    .$if(slug !== undefined, (qb) => qb.where("directory_profiles.slug", "=", slug!))
    .execute();
  const certifications = await certificationsOf(
    db,
    rows.map((row) => row.partner_id),
  );
  const tierRank = (tier: string) => (tierIds as readonly string[]).indexOf(tier);
  return rows
    .filter(isListed)
    .map((row) => ({
      slug: row.slug,
      name: row.company_name,
      description: row.description,
      services: listOf(row.services),
      industries: listOf(row.industries),
      countries: listOf(row.countries),
      languages: listOf(row.languages),
      website: row.website,
      logoUrl: logoUrlOf(row),
      tier: row.tier,
      certifications: certifications.get(row.partner_id) ?? [],
      updatedAt: row.updated_at,
    }))
    .sort((a, b) => tierRank(b.tier) - tierRank(a.tier) || a.name.localeCompare(b.name, "en"));
}

export function listListedPartners(): Promise<PublicPartner[]> {
  return readListed();
}

/**
 * One listed partner's public profile, or null when the slug is not listed. Read once per
 * request: the page's metadata and its body both ask.
 */
export const findListedPartner = cache(
  async (slug: string): Promise<PublicPartner | null> => (await readListed(slug))[0] ?? null,
);

/** The partners that pass every filter given (an empty filter passes all). */
export function filterPartners(partners: PublicPartner[], filter: DirectoryFilter): PublicPartner[] {
  const query = filter.q.toLowerCase();
  return partners.filter(
    (partner) =>
      (!filter.industry || partner.industries.includes(filter.industry)) &&
      (!filter.place || partner.countries.includes(filter.place)) &&
      (!filter.service || partner.services.includes(filter.service)) &&
      (!filter.language || partner.languages.includes(filter.language)) &&
      (!filter.tier || partner.tier === filter.tier) &&
      (!query || `${partner.name} ${partner.description}`.toLowerCase().includes(query)),
  );
}

/** The partner id behind a listed slug (the contact form's target), or null. */
export async function listedPartnerIdOf(slug: string): Promise<string | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("directory_profiles")
    .innerJoin("partners", "partners.id", "directory_profiles.partner_id")
    .select(["directory_profiles.partner_id", "directory_profiles.published", "directory_profiles.hidden_at"])
    .where("directory_profiles.slug", "=", slug)
    .where("partners.status", "=", "active")
    .executeTakeFirst();
  return row && isListed(row) ? row.partner_id : null;
}
