import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { claimMessages } from "./claim-messages";
import { claimCountries, claimIndustries, companySizes } from "./claim-options";
import { emailField } from "./email";
import { multiLineText, singleLineText } from "./text";

// The claim application: one schema for the page's
// form and the API. Any validation error rejects the
// claim, on the page and on the server. The choices, messages and captcha rules live in
// zod-free modules, so the page renders and checks them before this schema is loaded.

export {
  claimCountries,
  claimCountryLabels,
  claimIndustries,
  claimIndustryLabels,
  companySizes,
} from "./claim-options";
export {
  captchaAlphabet,
  captchaLength,
  claimFieldLabels,
  claimMessages,
  normaliseCaptchaAnswer,
} from "./claim-messages";

/** A URL with an optional scheme: example.com, www.example.co.uk/path, https://example.com:8080. */
export const websitePattern =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i;

const name = (label: string) =>
  singleLineText(100, {
    required: `Please fill in your ${label.toLowerCase()}`,
    tooLong: `${label} must be at most 100 characters`,
  }).min(2, `${label} must be at least 2 characters`);

const choice = <T extends readonly string[]>(values: T, message: string) =>
  z.enum(values, { error: message });
const optionalText = (max: number) => singleLineText(max).optional().nullable();
const optionalLines = (max: number) => multiLineText(max).optional().nullable();

const claimShape = {
  firstName: name("First name"),
  lastName: name("Last name"),
  companyName: name("Company name"),
  companyEmail: emailField({
    missing: "Please fill in your company email address",
    invalid: "Please enter a valid email address",
  }),
  website: singleLineText(300, {
    required: "Please fill in your company website",
    tooLong: "Please enter a valid website URL (e.g., example.com)",
  }).regex(websitePattern, "Please enter a valid website URL (e.g., example.com)"),
  companySize: choice(companySizes, "Please select your company size"),
  industry: choice(claimIndustries, "Please select your industry"),
  customIndustry: optionalText(100),
  currentTechnology: optionalLines(500),
  linkedinUrl: singleLineText(300, {
    tooLong: "Please enter a valid LinkedIn URL",
    invalid: "Please enter a valid LinkedIn URL",
  })
    .refine(
      (value) => value === "" || /linkedin\.com|linkedin\.in/i.test(value),
      "Please enter a valid LinkedIn URL",
    )
    .optional()
    .nullable(),
  country: choice(claimCountries, "Please select your country"),
  customCountry: optionalText(100),
  whyJoin: multiLineText(5000, {
    notText: "Please provide a more detailed explanation (at least 20 characters)",
    tooLong: "Please keep your explanation under 5000 characters",
  }).min(20, "Please provide a more detailed explanation (at least 20 characters)"),
  additionalInfo: optionalLines(5000),
};

function requireCustomValues(
  value: { industry: string; customIndustry?: string | null; country: string; customCountry?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.industry === "other" && !value.customIndustry?.trim()) {
    ctx.addIssue({ code: "custom", path: ["customIndustry"], message: "Please specify your industry" });
  }
  if (value.country === "other" && !value.customCountry?.trim()) {
    ctx.addIssue({ code: "custom", path: ["customCountry"], message: "Please specify your country" });
  }
}

/** The claim page's fields. */
export const claimFormSchema = z.object(claimShape).superRefine(requireCustomValues);
export type ClaimFormValues = z.infer<typeof claimFormSchema>;

/**
 * POST /api/partners/claim-portal: the form plus the security check: the pass from a solved
 * challenge or a proof of work (no answer), or a challenge with its answer.
 */
export const claimSubmissionSchema = z
  .object({
    ...claimShape,
    captchaToken: z
      .string({ error: claimMessages.captchaUnsolved })
      .min(1, claimMessages.captchaUnsolved)
      .max(2000, claimMessages.captchaUnsolved),
    captchaAnswer: z
      .string({ error: claimMessages.captchaUnsolved })
      .max(20, claimMessages.captchaUnsolved)
      .optional(),
  })
  .superRefine(requireCustomValues);
export type ClaimSubmission = z.infer<typeof claimSubmissionSchema>;

export const captchaCheckSchema = z.object({
  token: z
    .string({ error: claimMessages.captchaUnsolved })
    .min(1, claimMessages.captchaUnsolved)
    .max(2000, claimMessages.captchaUnsolved),
  answer: z.string({ error: claimMessages.captchaUnsolved }).max(20, claimMessages.captchaUnsolved),
});

/** POST /api/captcha/work: a nonce for a signed proof-of-work challenge. */
export const workVerifySchema = z.object({
  challenge: z
    .string({ error: claimMessages.workFailed })
    .min(1, claimMessages.workFailed)
    .max(1000, claimMessages.workFailed),
  nonce: z.string({ error: claimMessages.workFailed }).regex(/^\d{1,16}$/, claimMessages.workFailed),
});
