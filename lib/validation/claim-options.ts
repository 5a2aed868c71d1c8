// The claim form's choices and their words, without zod: the portal's and the console's
// labels (content/portal-labels.ts) read them in the browser, where the schema is not needed.

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export const claimIndustries = [
  "technology",
  "finance",
  "healthcare",
  "retail",
  "manufacturing",
  "consulting",
  "other",
] as const;
export const claimIndustryLabels: Record<(typeof claimIndustries)[number], string> = {
  technology: "Technology",
  finance: "Finance",
  healthcare: "Healthcare",
  retail: "Retail",
  manufacturing: "Manufacturing",
  consulting: "Consulting",
  other: "Other",
};

export const claimCountries = ["US", "CA", "UK", "DE", "FR", "AU", "SG", "IN", "other"] as const;
export const claimCountryLabels: Record<(typeof claimCountries)[number], string> = {
  US: "United States",
  CA: "Canada",
  UK: "United Kingdom",
  DE: "Germany",
  FR: "France",
  AU: "Australia",
  SG: "Singapore",
  IN: "India",
  other: "Other",
};
