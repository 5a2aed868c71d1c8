import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { allCompanySizes, allIndustries, contactSources } from "@/content/contact";
import { contactLimits } from "./contact-limits";
import { isEmailAddress } from "./email";
import { multiLineText, singleLineText } from "./text";

// The enquiry schema shared by the enquiry forms (through zodResolver) and the
// POST /api/contact/submit handler. Unknown keys are dropped (zod's default for objects).

// Markup is never needed in an enquiry and only invites trouble in the emails it becomes.
// "revenue < 5M" still passes: a tag needs a letter, "/", "!" or "?" right after the "<".
const MARKUP = /<\s*[a-z/!?]/i;
const PHONE = /^\+?[\d\s().\-/]*(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

export { contactLimits };

export const typeError = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${label} is required.` : `${label} must be text.`;

/** A single-line text field: trimmed, bounded, one line of plain text, no markup. */
export function line(label: string, max: number) {
  return singleLineText(max, {
    notText: typeError(label),
    tooLong: `${label} must be at most ${max} characters.`,
    invalid: `${label} contains characters that are not allowed.`,
  }).refine((value) => !MARKUP.test(value), `${label} must not contain HTML.`);
}

const optionalLine = (label: string, max: number) => line(label, max).default("");

/** One of `values`, or "" when left empty. */
export function oneOf(label: string, values: readonly string[]) {
  const allowed = new Set(values);
  return z
    .string({ error: typeError(label) })
    .trim()
    .refine((value) => value === "" || allowed.has(value), `Please choose a valid ${label.toLowerCase()}.`)
    .default("");
}

export const emailField = z
  .string({ error: typeError("Email") })
  .trim()
  .min(1, "Please enter your email address.")
  .max(contactLimits.email, `Email must be at most ${contactLimits.email} characters.`)
  .refine(isEmailAddress, "Please enter a valid email address.");

export const messageField = multiLineText(contactLimits.message, {
  notText: typeError("Message"),
  tooLong: `Message must be at most ${contactLimits.message} characters.`,
  invalid: "Message contains characters that are not allowed.",
})
  .refine((value) => !MARKUP.test(value), "Message must not contain HTML.")
  .default("");

export const contactEnquirySchema = z.object(
  {
    fullName: line("Full name", contactLimits.fullName).min(1, "Please enter your full name."),
    email: emailField,
    company: optionalLine("Company", contactLimits.company),
    phoneNumber: optionalLine("Phone number", contactLimits.phoneNumber).refine(
      (value) => value === "" || (PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5),
      "Please enter a valid phone number.",
    ),
    industry: oneOf("Industry", allIndustries),
    companySize: oneOf("Company size", allCompanySizes),
    message: messageField,
    source: z.enum(contactSources, { error: "Unknown source." }).optional(),
    // The visitor's agreement that a certified partner may contact them: unticked (or absent),
    // the programme team never routes the enquiry to a partner.
    partnerRouting: z.boolean({ error: "partnerRouting must be true or false." }).default(false),
  },
  { error: "The enquiry must be a JSON object." },
);

/** What a form holds (every field a string) and what the API accepts. */
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
/** A validated enquiry: trimmed, optional fields defaulted to "". */
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
