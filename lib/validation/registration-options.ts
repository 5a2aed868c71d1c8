/** Step 2's industry focus list: the industries without Other. */
export const industryFocusOptions = [
  "Technology",
  "Healthcare",
  "Financial Services",
  "Manufacturing",
  "Retail",
  "Education",
  "Real Estate",
  "Consulting",
  "Media & Entertainment",
  "Transportation",
  "Energy",
  "Agriculture",
  "Non-profit",
  "Government",
] as const;
export const registrationIndustries = [...industryFocusOptions, "Other"] as const;
export const registrationCompanySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;
export const annualRevenues = [
  "Less than $1M",
  "$1M - $5M",
  "$5M - $10M",
  "$10M - $50M",
  "$50M - $100M",
  "$100M+",
] as const;
export const partnershipTypes = ["implementation", "referral", "technology", "consulting"] as const;
export const geographicCoverageOptions = [
  "North America",
  "South America",
  "Europe",
  "Asia Pacific",
  "Middle East",
  "Africa",
  "India - North",
  "India - South",
  "India - East",
  "India - West",
  "Global",
] as const;
export const expectedDealsOptions = ["1-2", "3-5", "5-10", "10+"] as const;
export const technicalCapabilityOptions = [
  "Cloud Solutions",
  "Data Analytics & BI",
  "Machine Learning & AI",
  "Cybersecurity",
  "ERP Implementation",
  "CRM Solutions",
  "Mobile App Development",
  "Web Development",
  "Database Management",
  "DevOps & Automation",
  "API Integration",
  "IoT Solutions",
  "Blockchain",
  "Custom Software Development",
] as const;
export const certificationOptions = [
  "AWS",
  "Microsoft",
  "Google Cloud",
  "Salesforce",
  "Oracle",
  "SAP",
  "Cisco",
  "PMP",
  "ITIL",
  "ISO 27001",
  "SOC 2 Compliant",
  "Other Industry Certifications",
] as const;
export const MAX_CURRENT_CLIENTS = 5;
export const attachmentRules = {
  maxFiles: 10,
  maxFileBytes: 20 * 1024 * 1024,
  extensions: ["pdf", "doc", "docx", "png", "jpg", "jpeg"],
} as const;
