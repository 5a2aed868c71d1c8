import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { directoryCopy } from "@/content/directory";
import { contactLimits, emailField, line, messageField, oneOf } from "./contact";
import { allIndustries } from "@/content/contact";
import { countryCodes } from "./countries";
import { multiLineText } from "./text";

// Leads: a website enquiry offered to one partner, the partner's answer, its conversion into
// a deal registration, and the directory's "Contact this partner" form. One schema per wire
// shape; the routes, the forms and the OpenAPI document use these.

export const leadStatuses = ["offered", "accepted", "declined", "expired", "converted"] as const;
export type LeadStatusValue = (typeof leadStatuses)[number];
export const leadSources = ["directory", "assigned"] as const;

export const leadMessages = {
  notFound: "Lead not found.",
  notOffered: "This lead is no longer waiting for an answer.",
  windowClosed: "The time to answer this lead has passed; it went back to the programme team.",
  notAccepted: "Only an accepted lead can become a deal registration.",
  acceptFields: "Accepting a lead takes no fields: send the request without a body.",
  declineReason: "Please give a reason of 3 to 500 characters.",
  enquiryNotFound: "Enquiry not found.",
  noConsent: "The visitor did not agree to be contacted by a partner: this enquiry cannot be routed.",
  attributed: "This enquiry already belongs to a partner through its referral link.",
  alreadyOffered: "This enquiry is already with a partner; wait for the answer or the window's end.",
  alreadyConverted: "This enquiry has already become a deal registration.",
  partnerNotActive: "Leads can be offered to active partners only.",
  sameOfferDeclined: "This partner already declined or let this enquiry expire.",
  partnerId: "Choose a partner.",
} as const;

export const assignLeadSchema = z
  .object({ partnerId: z.string({ error: leadMessages.partnerId }).trim().min(1, leadMessages.partnerId) })
  .strict();

export const declineLeadSchema = z
  .object({
    reason: multiLineText(500, {
      required: leadMessages.declineReason,
      tooLong: leadMessages.declineReason,
    }).refine((value) => value.length >= 3, leadMessages.declineReason),
  })
  .strict();

/**
 * POST /api/partners/leads/{id}/convert: the registration's fields the lead does not give
 * (website, title, decision maker, value, close date, products). Company and contact come
 * from the lead unless the partner corrects them; the whole is then checked by the deal
 * registration's own schema (leadRegistration), so its rules and messages are the same.
 */
export const convertLeadSchema = z.looseObject(
  {
    customerName: z.string().optional(),
    contactName: z.string().optional(),
    contactEmail: z.string().optional(),
  },
  { error: "The registration must be a JSON object." },
);

/** The deal registration a lead becomes, before the registration's schema checks it. */
export function leadRegistrationInput(
  body: z.output<typeof convertLeadSchema>,
  lead: { company: string; contactName: string; contactEmail: string },
): Record<string, unknown> {
  return {
    ...body,
    customerName: body.customerName ?? lead.company,
    contactName: body.contactName ?? lead.contactName,
    contactEmail: body.contactEmail ?? lead.contactEmail,
  };
}

/** The portal's and the API's lead. `contact` is null until the partner may see it. */
export const leadAnswerSchema = z.object({
  id: z.string(),
  source: z.enum(leadSources),
  status: z.enum(leadStatuses),
  company: z.string(),
  country: z.string(),
  industry: z.string(),
  need: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  offeredAt: z.iso.datetime(),
  respondBy: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  dealId: z.string().nullable(),
});
export type Lead = z.infer<typeof leadAnswerSchema>;

/** POST /api/contact/partner: the contact form's fields, the partner's slug and the consent box. */
export const partnerEnquirySchema = z.object(
  {
    partnerSlug: z.string({ error: directoryCopy.partnerNotFound }).trim().min(1).max(120),
    fullName: line("Full name", contactLimits.fullName).min(1, "Please enter your full name."),
    email: emailField,
    company: line("Company", contactLimits.company).min(1, "Please enter your company."),
    country: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || (countryCodes as string[]).includes(value),
        "Please choose a valid country.",
      )
      .default(""),
    industry: oneOf("Industry", allIndustries),
    message: messageField.refine((value) => value.length > 0, "Please tell the partner what you need."),
    consent: z.literal(true, { error: directoryCopy.consentRequired }),
  },
  { error: "The enquiry must be a JSON object." },
);
export type PartnerEnquiryInput = z.input<typeof partnerEnquirySchema>;
export type PartnerEnquiry = z.output<typeof partnerEnquirySchema>;
