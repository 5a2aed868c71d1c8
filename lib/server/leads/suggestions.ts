import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { tierIds } from "@/lib/validation/tier-options";
import { leadMessages } from "@/lib/validation/leads";

// The ranked suggestion of partners for an enquiry: who serves the visitor's country (or its
// region), knows the industry, speaks the country's language, holds a higher tier and has
// fewer open leads. Points, not a model: the console shows why each partner ranks where it
// does, and the team decides.

export const suggestionWeights = { country: 4, industry: 3, language: 2, tier: 1, openLead: -1 } as const;

/** A country's region as the directory names them (content/directory.ts). */
const regionOf = (country: string): string | null => {
  if (/^(US|CA)$/.test(country)) return "region:north-america";
  if (/^(MX|BR|AR|CL|CO|PE|UY|EC|BO|PY|VE|CR|PA|GT|DO)$/.test(country)) return "region:latin-america";
  if (/^(AU|NZ|JP|CN|HK|TW|KR|SG|MY|ID|TH|VN|PH|IN|PK|BD|LK)$/.test(country)) return "region:apac";
  return country ? "region:emea" : null;
};

/** The language a visitor from the country most likely reads (the directory's language codes). */
const languageOf: Record<string, string> = {
  DE: "de",
  AT: "de",
  CH: "de",
  FR: "fr",
  BE: "fr",
  LU: "fr",
  ES: "es",
  MX: "es",
  AR: "es",
  CO: "es",
  CL: "es",
  PE: "es",
  IT: "it",
  NL: "nl",
  PT: "pt",
  BR: "pt",
  PL: "pl",
  SE: "sv",
  JP: "ja",
  CN: "zh",
  TW: "zh",
  HK: "zh",
  SA: "ar",
  AE: "ar",
  EG: "ar",
  IN: "hi",
  GB: "en",
  IE: "en",
  US: "en",
  CA: "en",
  AU: "en",
  NZ: "en",
  SG: "en",
  ZA: "en",
};

const parseList = (json: string | null | undefined): string[] => {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

export interface PartnerSuggestion {
  partnerId: string;
  companyName: string;
  tier: string;
  openLeads: number;
  score: number;
  reasons: string[];
}

/** Active partners ranked for the enquiry, best first (those it was offered to already left out). */
export async function suggestPartners(enquiryId: string, limit = 5): Promise<PartnerSuggestion[]> {
  const db = await getDb();
  const enquiry = await db
    .selectFrom("contact_enquiries")
    .select(["country", "industry"])
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!enquiry) throw new Refusal(404, leadMessages.enquiryNotFound);
  const offered = new Set(
    (await db.selectFrom("leads").select("partner_id").where("enquiry_id", "=", enquiryId).execute()).map(
      (row) => row.partner_id,
    ),
  );
  const partners = await db
    .selectFrom("partners")
    .leftJoin("directory_profiles", "directory_profiles.partner_id", "partners.id")
    .select([
      "partners.id",
      "partners.company_name",
      "partners.tier",
      "partners.country",
      "partners.industry",
      "directory_profiles.countries",
      "directory_profiles.industries",
      "directory_profiles.languages",
    ])
    .where("partners.status", "=", "active")
    .execute();
  const open = await db
    .selectFrom("leads")
    .select(["partner_id", db.fn.countAll<number>().as("count")])
    .where("status", "in", ["offered", "accepted"])
    .groupBy("partner_id")
    .execute();
  const openBy = new Map(open.map((row) => [row.partner_id, Number(row.count)]));
  const region = regionOf(enquiry.country);
  const language = languageOf[enquiry.country];
  const industry = enquiry.industry.toLowerCase();
  return partners
    .filter((partner) => !offered.has(partner.id))
    .map((partner) => {
      const places = parseList(partner.countries);
      const industries = parseList(partner.industries).map((value) => value.toLowerCase());
      const reasons: string[] = [];
      let score = 0;
      if (enquiry.country && (places.includes(enquiry.country) || partner.country === enquiry.country)) {
        score += suggestionWeights.country;
        reasons.push("serves the country");
      } else if (region && places.includes(region)) {
        score += suggestionWeights.country / 2;
        reasons.push("serves the region");
      }
      if (industry && (industries.includes(industry) || partner.industry?.toLowerCase() === industry)) {
        score += suggestionWeights.industry;
        reasons.push("knows the industry");
      }
      if (language && parseList(partner.languages).includes(language)) {
        score += suggestionWeights.language;
        reasons.push("speaks the language");
      }
      const tierRank = Math.max(0, (tierIds as readonly string[]).indexOf(partner.tier));
      score += tierRank * suggestionWeights.tier;
      const openLeads = openBy.get(partner.id) ?? 0;
      score += openLeads * suggestionWeights.openLead;
      if (openLeads) reasons.push(`${openLeads} open lead${openLeads === 1 ? "" : "s"}`);
      return {
        partnerId: partner.id,
        companyName: partner.company_name,
        tier: partner.tier,
        openLeads,
        score,
        reasons,
      };
    })
    .sort(
      (a, b) => b.score - a.score || a.openLeads - b.openLeads || a.companyName.localeCompare(b.companyName),
    )
    .slice(0, limit);
}
