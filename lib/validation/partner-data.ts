import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { commissionStatuses } from "./commission-options";
import { dealStages, dealStatuses } from "./deal-options";
import { referralStatuses } from "./referral-options";
import { resourceCategories } from "./resource-rules";
import { trainingStatuses } from "./training-options";
import { isEmailAddress } from "./email";
import { httpUrl, multiLineText, singleLineText } from "./text";

// The schemas the programme team's create and update operations on a partner's dashboard
// data validate with (the shapes the dashboard reads: the answer schemas beside them).

export const partnerDataMessages = {
  paymentReferenceRequired: "A payment reference is required to mark a commission paid.",
  dealNotFound: "The deal does not belong to this partner.",
  nothingToUpdate: "Nothing to update.",
} as const;

/** A date (2025-03-31) or a date and time in ISO 8601. */
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Use an ISO date such as 2025-03-31",
});
const text = (max: number) => singleLineText(max, { required: "Required" });
const money = z.number().min(0).max(1e12);
const emailAddress = z.string().trim().refine(isEmailAddress, "Please enter a valid email address");

export const dealInputSchema = z.object({
  customerName: text(200),
  dealSize: money,
  status: z.enum(dealStatuses).default("pending"),
  stage: z.enum(dealStages).default("prospecting"),
  protectionExpires: isoDate.nullable().optional(),
  decisionMaker: z
    .object({ name: singleLineText(200).nullable().optional(), email: emailAddress.nullable().optional() })
    .nullable()
    .optional(),
});

export type DealInput = z.output<typeof dealInputSchema>;

export const commissionInputSchema = z.object({
  dealId: z.string().max(64).nullable().optional(),
  amount: money,
  rate: z.number().min(0).max(100),
  status: z.enum(commissionStatuses).default("pending"),
  payoutDate: isoDate.nullable().optional(),
  paymentReference: singleLineText(100).nullable().optional(),
});

export const referralInputSchema = z.object({
  company: text(200),
  contact: text(200),
  email: emailAddress,
  expectedValue: money,
  status: z.enum(referralStatuses).default("contacted"),
  referredDate: isoDate.optional(),
});

export const resourceInputSchema = z.object({
  /** Empty: shared with every partner. */
  partnerId: z.string().max(64).nullable().optional(),
  title: text(200),
  description: multiLineText(2000).default(""),
  category: z.enum(resourceCategories),
  type: text(40),
  // Only a web address: the card opens it as the resource's download. The download count is
  // not here: it counts real downloads only.
  url: httpUrl(1000).nullable().optional(),
  lastUpdated: isoDate.optional(),
});

export const trainingInputSchema = z.object({
  title: text(200),
  duration: text(40),
  currentModule: singleLineText(200).nullable().optional(),
  status: z.enum(trainingStatuses).default("not_started"),
  progress: z.number().int().min(0).max(100).default(0),
  completedDate: isoDate.nullable().optional(),
  certificate: z.boolean().default(false),
});

export const notificationInputSchema = z.object({ message: text(500) });

/** Updates take any subset of the fields (without the create defaults). */
export function updateSchemaOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodType<Partial<z.output<z.ZodObject<Shape>>>> {
  // zod 4 applies a default even inside .optional(): unwrap it, or an update would reset the field.
  const optionalShape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  // The shape is built at run time, so zod cannot infer it: it is the create schema's fields,
  // each optional, which is what the declared type says.
  return z
    .object(optionalShape)
    .strict()
    .refine(
      (value) => Object.values(value).some((v) => v !== undefined),
      partnerDataMessages.nothingToUpdate,
    ) as unknown as z.ZodType<Partial<z.output<z.ZodObject<Shape>>>>;
}
