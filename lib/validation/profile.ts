import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { singleLineText, textMessages } from "./text";

// Settings' Profile and Company forms and PATCH /api/partners/profile and
// /api/partners/profile/company: one schema each, shared by the form and the handler.

export const profileMessages = {
  firstName: "Enter your first name.",
  lastName: "Enter your last name.",
  phone: "Please enter a valid phone number (digits, spaces, +, - and brackets)",
  companyName: "Enter the company's name.",
  website: "Please enter a web address starting with http:// or https://",
  fields: "Send only the fields of the form.",
  ownersOnly: "Only an owner can change the company's details. Ask an owner of your company.",
  saved: "Your profile is saved.",
  companySaved: "The company's details are saved.",
} as const;

const phonePattern = /^\+?[0-9][0-9 ().-]{4,38}$/;

export const profileUpdateSchema = z.strictObject(
  {
    firstName: singleLineText(80, { required: profileMessages.firstName }),
    lastName: singleLineText(80, { required: profileMessages.lastName }),
    title: singleLineText(120),
    phone: singleLineText(40, { invalid: profileMessages.phone }).refine(
      (value) => value === "" || phonePattern.test(value),
      profileMessages.phone,
    ),
  },
  { error: profileMessages.fields },
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const website = singleLineText(200, {
  invalid: profileMessages.website,
  notText: profileMessages.website,
}).refine((value) => value === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), profileMessages.website);

export const companyUpdateSchema = z.strictObject(
  {
    companyName: singleLineText(200, { required: profileMessages.companyName }),
    website,
    country: singleLineText(80),
    /** The tax or VAT number: a legal detail, so the programme team is told of a change. */
    taxId: singleLineText(60),
  },
  { error: profileMessages.fields },
);
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** The company fields the programme team is told of when they change (contracts and payments use them). */
export const legalCompanyFields = ["companyName", "taxId", "country"] as const;

export { textMessages };

/** GET /api/partners/profile: Settings' Profile and Company as the forms start from them. */
export const partnerProfileSchema = z.object({
  profile: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    title: z.string().nullable(),
  }),
  company: z.object({
    companyName: z.string(),
    website: z.string().nullable(),
    country: z.string().nullable(),
    taxId: z.string().nullable(),
    tier: z.string(),
    certificationStatus: z.string(),
    points: z.number(),
    status: z.string(),
  }),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
