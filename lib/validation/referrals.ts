import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { emailPattern } from "./auth";
import { registeredBySchema } from "./members";
import { referralSources, referralTeamStatuses } from "./referral-options";
import { multiLineText, singleLineText } from "./text";

// Referrals: the one schema the partner's New Referral form and POST /api/partners/referrals
// share, the follow-up note, and the team's status change. JSON names are the API's contract.

export const referralMessages = {
  contactName: "Please enter the lead's name",
  company: "Please enter the lead's company",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number (digits, spaces, +, - and brackets)",
  expectedValue: "Expected value must be between 0 and 100,000,000 USD",
  notes: "Please keep the notes under 2,000 characters",
  consent: "Please confirm you have this person's permission to share their details",
  duplicate: "This contact has already been referred.",
  notFound: "Referral not found.",
  followUpNote: "Please write a note for the programme team (up to 1,000 characters).",
  followUpTooSoon:
    "You have already followed up on this referral in the last 24 hours. Please try again later.",
  status: "Choose a status.",
  statusUnchanged: "The referral already has this status.",
  created: "Referral submitted. The programme team will be in touch.",
  followedUp: "Follow-up sent to the programme team.",
} as const;

/** Days a referred email stays taken for every partner, and hours between follow-ups. */
export const REFERRAL_WINDOW_DAYS = 90;
export const FOLLOW_UP_HOURS = 24;
export const REFERRAL_NOTES_MAX = 2000;
export const MAX_EXPECTED_VALUE = 100_000_000;

export {
  referralStatuses,
  referralTeamStatuses,
  type ReferralStatus,
  type ReferralTeamStatus,
} from "./referral-options";

const required = (message: string, max: number) =>
  singleLineText(max, { required: message, tooLong: message });
const phonePattern = /^\+?[0-9][0-9 ().-]{4,38}$/;

export const newReferralSchema = z
  .object({
    contactName: required(referralMessages.contactName, 200),
    company: required(referralMessages.company, 200),
    email: z
      .string({ error: referralMessages.email })
      .trim()
      .max(254, referralMessages.email)
      .regex(emailPattern, referralMessages.email),
    // An empty field is no phone; anything else must read as a phone number.
    phone: z
      .string({ error: referralMessages.phone })
      .trim()
      .max(40, referralMessages.phone)
      .refine((value) => value === "" || phonePattern.test(value), referralMessages.phone)
      .nullable()
      .optional(),
    expectedValue: z
      .number({ error: referralMessages.expectedValue })
      .finite(referralMessages.expectedValue)
      .min(0, referralMessages.expectedValue)
      .max(MAX_EXPECTED_VALUE, referralMessages.expectedValue)
      .nullable()
      .optional(),
    notes: multiLineText(REFERRAL_NOTES_MAX, {
      notText: referralMessages.notes,
      tooLong: referralMessages.notes,
    }).default(""),
    consent: z.literal(true, { error: referralMessages.consent }),
  })
  .strict();
export type NewReferralInput = z.input<typeof newReferralSchema>;
export type NewReferral = z.output<typeof newReferralSchema>;

export const referralFollowUpSchema = z
  .object({
    note: multiLineText(1000, {
      required: referralMessages.followUpNote,
      tooLong: referralMessages.followUpNote,
    }),
  })
  .strict();

export const referralStatusSchema = z
  .object({
    status: z.enum(referralTeamStatuses, { error: referralMessages.status }),
    note: multiLineText(1000, {
      notText: "Please keep the note under 1,000 characters.",
      tooLong: "Please keep the note under 1,000 characters.",
    }).optional(),
  })
  .strict();

/** A referral as every answer carries it: the partner's list and one referral, the console's queue. */
export const referralSchema = z.object({
  id: z.string(),
  company: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Minor units of `currency`; 0 when the partner gave none. */
  expectedValueMinor: z.number().int(),
  currency: z.string(),
  notes: z.string(),
  status: z.string(),
  referredDate: z.string(),
  lastFollowUpAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** "link": a visitor of the partner's referral link sent the site's enquiry form. */
  source: z.enum(referralSources),
  /** The colleague who submitted it (null for a link's lead or an older referral). */
  registeredBy: registeredBySchema.nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

/** One change in a referral's history: a status change or the partner's follow-up. */
export const referralHistoryEntrySchema = z.object({
  kind: z.enum(["status", "follow_up"]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type ReferralHistoryEntry = z.infer<typeof referralHistoryEntrySchema>;

/** GET /api/partners/referrals/{id}: the referral with its history, oldest first. */
export const referralWithHistorySchema = referralSchema.extend({
  history: z.array(referralHistoryEntrySchema),
});
export type ReferralWithHistory = z.infer<typeof referralWithHistorySchema>;
