import { claimCountryLabels, claimIndustryLabels } from "@/lib/validation/claim-options";
import { registrationIndustries } from "@/lib/validation/registration-options";

// A claim's or a registration's stored country and industry as people read them, from the
// forms' own option tables. Server and browser.

// Built on first use, not when the module loads.
let regionNames: Intl.DisplayNames | undefined;

/**
 * A stored country as people read it: the claim form keeps a code ("DE" → "Germany"), the
 * registration wizard the applicant's own words, which are shown as they are.
 */
export function countryName(value: string | null | undefined, empty = "—"): string {
  if (!value) return empty;
  const listed = (claimCountryLabels as Record<string, string>)[value];
  if (listed) return listed;
  regionNames ??= new Intl.DisplayNames(["en-GB"], { type: "region", fallback: "none" });
  return (/^[A-Z]{2}$/.test(value) && regionNames.of(value)) || value;
}

let industryWords: Map<string, string> | undefined;

/** A stored industry as the forms offered it: the claim form's "consulting" → "Consulting". */
export function industryLabel(value: string | null | undefined, empty = "—"): string {
  if (!value) return empty;
  industryWords ??= new Map(
    [...registrationIndustries, ...Object.values(claimIndustryLabels)].map((label) => [
      label.toLowerCase(),
      label,
    ]),
  );
  return (
    (claimIndustryLabels as Record<string, string>)[value] ?? industryWords.get(value.toLowerCase()) ?? value
  );
}
