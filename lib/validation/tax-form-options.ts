// The tax forms' choices with the words the forms use, without zod: the Settings form and the
// console show them in the browser, and lib/validation/tax-forms.ts validates against them.

export const taxFormTypes = ["W-9", "W-8BEN", "W-8BEN-E"] as const;
export type TaxFormType = (typeof taxFormTypes)[number];

/** W-9 line 3a, the federal tax classification. */
export const taxClassificationLabels = {
  individual: "Individual/sole proprietor",
  c_corporation: "C corporation",
  s_corporation: "S corporation",
  partnership: "Partnership",
  trust_estate: "Trust/estate",
  llc: "Limited liability company (LLC)",
  other: "Other",
} as const;
export const taxClassifications = Object.keys(
  taxClassificationLabels,
) as (keyof typeof taxClassificationLabels)[];
export type TaxClassification = (typeof taxClassifications)[number];

/** W-9 line 3a for an LLC: how it is taxed (C corporation, S corporation or partnership). */
export const llcClassificationLabels = {
  C: "C corporation",
  S: "S corporation",
  P: "Partnership",
} as const;
export const llcClassifications = ["C", "S", "P"] as const;

/** W-9 line 4: exempt payee codes (1 to 13) and FATCA exemption codes (A to M). */
export const exemptPayeeCodes = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
  "13",
] as const;
export const fatcaExemptionCodes = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M"] as const;

/** W-8BEN-E line 4, the chapter 3 status (entity type). */
export const chapter3StatusLabels = {
  corporation: "Corporation",
  disregarded_entity: "Disregarded entity",
  partnership: "Partnership",
  simple_trust: "Simple trust",
  grantor_trust: "Grantor trust",
  complex_trust: "Complex trust",
  estate: "Estate",
  foreign_government_controlled_entity: "Foreign government - controlled entity",
  central_bank_of_issue: "Central bank of issue",
  tax_exempt_organization: "Tax-exempt organization",
  private_foundation: "Private foundation",
  international_organization: "International organization",
  foreign_government_integral_part: "Foreign government - integral part",
} as const;
export const chapter3Statuses = Object.keys(chapter3StatusLabels) as (keyof typeof chapter3StatusLabels)[];
/** Line 4's follow-up question applies to these: is the entity a hybrid making a treaty claim? */
export const hybridStatuses: readonly string[] = [
  "disregarded_entity",
  "partnership",
  "simple_trust",
  "grantor_trust",
];

/** W-8BEN-E line 5, the chapter 4 (FATCA) status. */
export const fatcaStatusLabels = {
  nonparticipating_ffi:
    "Nonparticipating FFI (including a limited FFI or an FFI related to a reporting IGA FFI)",
  participating_ffi: "Participating FFI",
  reporting_model_1_ffi: "Reporting Model 1 FFI",
  reporting_model_2_ffi: "Reporting Model 2 FFI",
  registered_deemed_compliant_ffi: "Registered deemed-compliant FFI",
  sponsored_ffi: "Sponsored FFI",
  certified_deemed_compliant_nonregistering_local_bank:
    "Certified deemed-compliant nonregistering local bank",
  certified_deemed_compliant_low_value_accounts:
    "Certified deemed-compliant FFI with only low-value accounts",
  certified_deemed_compliant_sponsored_closely_held:
    "Certified deemed-compliant sponsored, closely held investment vehicle",
  certified_deemed_compliant_limited_life_debt:
    "Certified deemed-compliant limited life debt investment entity",
  investment_entity_no_financial_accounts:
    "Certain investment entities that do not maintain financial accounts",
  owner_documented_ffi: "Owner-documented FFI",
  restricted_distributor: "Restricted distributor",
  nonreporting_iga_ffi: "Nonreporting IGA FFI",
  foreign_government: "Foreign government, government of a U.S. possession, or foreign central bank of issue",
  international_organization: "International organization",
  exempt_retirement_plan: "Exempt retirement plans",
  entity_owned_by_exempt_beneficial_owners: "Entity wholly owned by exempt beneficial owners",
  territory_financial_institution: "Territory financial institution",
  excepted_nonfinancial_group_entity: "Excepted nonfinancial group entity",
  excepted_nonfinancial_start_up: "Excepted nonfinancial start-up company",
  excepted_nonfinancial_liquidation: "Excepted nonfinancial entity in liquidation or bankruptcy",
  section_501c_organization: "501(c) organization",
  nonprofit_organization: "Nonprofit organization",
  publicly_traded_nffe: "Publicly traded NFFE or NFFE affiliate of a publicly traded corporation",
  excepted_territory_nffe: "Excepted territory NFFE",
  active_nffe: "Active NFFE",
  passive_nffe: "Passive NFFE",
  excepted_inter_affiliate_ffi: "Excepted inter-affiliate FFI",
  direct_reporting_nffe: "Direct reporting NFFE",
  sponsored_direct_reporting_nffe: "Sponsored direct reporting NFFE",
  account_not_financial_account: "Account that is not a financial account",
} as const;
export const fatcaStatuses = Object.keys(fatcaStatusLabels) as (keyof typeof fatcaStatusLabels)[];
/** Line 9a: the statuses that register with the IRS and so must give their GIIN. */
export const giinStatuses: readonly string[] = [
  "participating_ffi",
  "reporting_model_2_ffi",
  "registered_deemed_compliant_ffi",
  "direct_reporting_nffe",
];

/** W-8BEN-E line 14b, the limitation on benefits provision the entity meets. */
export const limitationOnBenefitsLabels = {
  government: "Government",
  tax_exempt_pension: "Tax-exempt pension trust or pension fund",
  other_tax_exempt: "Other tax-exempt organization",
  publicly_traded_corporation: "Publicly traded corporation",
  subsidiary_of_publicly_traded: "Subsidiary of a publicly traded corporation",
  ownership_and_base_erosion: "Company that meets the ownership and base erosion test",
  derivative_benefits: "Company that meets the derivative benefits test",
  active_trade_or_business: "Company with an item of income that meets active trade or business test",
  competent_authority_determination:
    "Favorable discretionary determination by the U.S. competent authority received",
  no_lob_article: "No LOB article in treaty",
  other: "Other (article and paragraph)",
} as const;
export const limitationOnBenefits = Object.keys(
  limitationOnBenefitsLabels,
) as (keyof typeof limitationOnBenefitsLabels)[];

/** The words for a stored choice, whatever list it is from. */
export function taxChoiceLabel(
  list: "taxClassification" | "llcClassification" | "chapter3Status" | "fatcaStatus" | "limitationOnBenefits",
  value: string | undefined,
): string {
  if (!value) return "";
  const labels: Record<string, string> = {
    taxClassification: taxClassificationLabels,
    llcClassification: llcClassificationLabels,
    chapter3Status: chapter3StatusLabels,
    fatcaStatus: fatcaStatusLabels,
    limitationOnBenefits: limitationOnBenefitsLabels,
  }[list];
  return labels[value] ?? value;
}
