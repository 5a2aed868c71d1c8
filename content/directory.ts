// The partner directory's option lists and copy: what a profile may name, and the words of
// the public pages, the contact form and the enquiry form's routing consent.

export const directoryServices = [
  { value: "implementation", label: "Implementation" },
  { value: "integration", label: "Integration" },
  { value: "consulting", label: "Consulting" },
  { value: "training", label: "Training" },
  { value: "managed-services", label: "Managed services" },
  { value: "reselling", label: "Reselling" },
] as const;

export const directoryLanguages = [
  { value: "en", label: "English" },
  { value: "de", label: "German" },
  { value: "fr", label: "French" },
  { value: "es", label: "Spanish" },
  { value: "it", label: "Italian" },
  { value: "nl", label: "Dutch" },
  { value: "pt", label: "Portuguese" },
  { value: "pl", label: "Polish" },
  { value: "sv", label: "Swedish" },
  { value: "ja", label: "Japanese" },
  { value: "zh", label: "Chinese" },
  { value: "ar", label: "Arabic" },
  { value: "hi", label: "Hindi" },
] as const;

/** Regions a partner may serve as a whole, beside single countries (ISO codes). */
export const directoryRegions = [
  { value: "region:emea", label: "Europe, Middle East and Africa" },
  { value: "region:north-america", label: "North America" },
  { value: "region:latin-america", label: "Latin America" },
  { value: "region:apac", label: "Asia Pacific" },
] as const;

export const directoryCopy = {
  title: "Partner directory",
  description:
    "Find a certified implementation and consulting partner by industry, country, service and language.",
  intro:
    "Certified partners who implement, integrate and support the platform. Filter, then contact one directly.",
  empty: "No partner matches these filters yet.",
  search: "Search partners",
  filter: "Filter",
  clear: "Clear filters",
  contactHeading: "Contact this partner",
  contactSent: "Thank you! Your message is on its way to the partner and to our team.",
  /** Shown beside the consent box of the directory's contact form (it must be ticked). */
  contactConsent:
    "I agree that my details and message are shared with this partner and with our team, who may contact me about this enquiry.",
  consentRequired: "Please agree that this partner may contact you.",
  partnerNotFound: "This partner is not in the directory.",
} as const;

/** The enquiry forms' optional routing consent: unticked, the enquiry is never given to a partner. */
export const routingConsentCopy = "A certified partner may contact me about this enquiry." as const;
