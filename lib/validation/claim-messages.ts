// The claim's messages, its toast's field labels and the captcha's code rules, without zod:
// the claim page shows and checks them before its schema (claim.ts) is loaded.

export const claimMessages = {
  emailNotVerified: "Email verification is missing - Please verify your email address before submitting.",
  captchaUnsolved: "Security verification is missing - Please solve the CAPTCHA correctly.",
  invalidForm: "Invalid form data. Please check your inputs.",
  duplicate: "A partner claim or account already exists for this email.",
  companyTaken: "A partner claim already exists for this company.",
  workFailed: "The check did not complete. Please try again.",
  tooMany: "Too many submissions. Please wait before trying again.",
  submitted: "Partnership claim submitted successfully!",
} as const;

/** Labels for the page's "Please fill in: ..." toast, in form order. */
export const claimFieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  companyEmail: "Company Email",
  companyName: "Company Name",
  website: "Company Website",
  companySize: "Company Size",
  industry: "Industry",
  customIndustry: "Custom Industry",
  country: "Country",
  customCountry: "Custom Country",
  whyJoin: "Why Join",
} as const;

export const captchaAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const captchaLength = 6;
/** The captcha counts as solved when the typed text, trimmed and upper-cased, equals the code. */
export const normaliseCaptchaAnswer = (answer: string) => answer.trim().toUpperCase();
