import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { isEmailAddress } from "./email";
import { commissionStatuses } from "@/lib/commission-statuses";

// The dashboard's data (partner-portal.md section 3): the statuses the portal colours,
// the shapes GET /api/partners/* return, and the schemas the programme team's create and
// update operations validate with.

// Every value a deal row can hold: hand-entered deals' and registered deals' (withdrawn;
// prospecting, qualification, closed won and closed lost), so that the console's editor can
// open a registered deal; the server refuses a change of a registered deal's status or stage.
export const dealStatuses = ["pending", "in_review", "approved", "closed_won", "closed_lost", "rejected", "withdrawn"] as const;
export const dealStages = ["initial_contact", "discovery", "demo", "prospecting", "qualification", "proposal", "negotiation", "closed", "closed_won", "closed_lost"] as const;
/** submitted: a partner's new referral; then the team's contacted → qualified → proposal_sent → converted | closed. */
export const referralStatuses = ["submitted", "contacted", "qualified", "proposal_sent", "converted", "closed"] as const;
export const resourceCategories = ["Sales", "Technical", "Marketing"] as const;
export const trainingStatuses = ["not_started", "in_progress", "completed"] as const;

export const partnerDataMessages = {
  paymentReferenceRequired: "A payment reference is required to mark a commission paid.",
  dealNotFound: "The deal does not belong to this partner.",
  nothingToUpdate: "Nothing to update.",
  resourceUrl: "Enter a web address starting with http:// or https://",
} as const;

/** A date (2025-03-31) or a date and time in ISO 8601. */
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "Use an ISO date such as 2025-03-31" });
const text = (max: number) => z.string().trim().min(1, "Required").max(max);
const money = z.number().min(0).max(1e12);
const emailAddress = z.string().trim().refine(isEmailAddress, "Please enter a valid email address");

export const dealInputSchema = z.object({
  customerName: text(200),
  dealSize: money,
  status: z.enum(dealStatuses).default("pending"),
  stage: z.enum(dealStages).default("initial_contact"),
  protectionExpires: isoDate.nullable().optional(),
  decisionMaker: z.object({ name: z.string().trim().max(200).nullable().optional(), email: emailAddress.nullable().optional() }).nullable().optional(),
});

export const commissionInputSchema = z.object({
  dealId: z.string().max(64).nullable().optional(),
  amount: money,
  rate: z.number().min(0).max(100),
  status: z.enum(commissionStatuses).default("pending"),
  payoutDate: isoDate.nullable().optional(),
  paymentReference: z.string().trim().max(100).nullable().optional(),
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
  description: z.string().trim().max(2000).default(""),
  category: z.enum(resourceCategories),
  type: text(40),
  // Only a web address: the card opens it as the resource's download. The download count is
  // not here: it counts real downloads only.
  url: z.url({ protocol: /^https?$/, error: partnerDataMessages.resourceUrl }).max(1000, partnerDataMessages.resourceUrl).nullable().optional(),
  lastUpdated: isoDate.optional(),
});

export const trainingInputSchema = z.object({
  title: text(200),
  duration: text(40),
  currentModule: z.string().trim().max(200).nullable().optional(),
  status: z.enum(trainingStatuses).default("not_started"),
  progress: z.number().int().min(0).max(100).default(0),
  completedDate: isoDate.nullable().optional(),
  certificate: z.boolean().default(false),
});

export const notificationInputSchema = z.object({ message: text(500) });

/** Updates take any subset of the fields (without the create defaults). */
export function updateSchemaOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  // zod 4 applies a default even inside .optional(): unwrap it, or an update would reset the field.
  const optionalShape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional()]),
  );
  return z
    .object(optionalShape)
    .strict()
    .refine((value) => Object.values(value).some((v) => v !== undefined), partnerDataMessages.nothingToUpdate);
}

// The shapes the dashboard reads.
export interface DealDto {
  _id: string;
  customerName: string;
  /** Major units of `currency` (the ledger keeps minor units). */
  dealSize: number;
  currency: string;
  status: string;
  stage: string;
  createdAt: string;
  protectionExpires: string | null;
  decisionMaker: { name: string | null; email: string | null };
}
export interface CommissionDto {
  _id: string;
  dealId: { _id: string; customerName: string } | null;
  /** Major units of `currency`; negative on a reversing line. */
  amount: number;
  currency: string;
  rate: number;
  status: string;
  payoutDate: string | null;
  paymentReference: string | null;
  createdAt: string;
  payoutRequestId: string | null;
  /** Set once the commission is paid: its payout's statement (PDF). */
  statementUrl: string | null;
}
/** GET /api/partners/commissions/summary: the ledger's figures in major units (lib/server/commissions/figures.ts). */
export interface CommissionSummaryDto {
  totalEarned: number;
  thisMonth: number;
  awaitingPayment: number;
  pendingApproval: number;
  currency: string;
  lastMonth: number;
}
export interface ReferralDto {
  id: string;
  company: string;
  contact: string;
  email: string;
  expectedValue: number;
  status: string;
  referredDate: string;
}
export interface ResourceDto {
  id: string;
  title: string;
  description: string;
  downloadCount: number;
  lastUpdated: string;
  category: string;
  type: string;
  url: string | null;
  /** GET /api/partners/resources/{id}/download when the resource is a stored file. */
  downloadUrl: string | null;
}

/** The one address of a resource's file (training modules link to it too). */
export const resourceDownloadPath = (id: string) => `/api/partners/resources/${encodeURIComponent(id)}/download`;
export interface TrainingDto {
  id: string;
  title: string;
  duration: string;
  currentModule: string | null;
  completedDate: string | null;
  status: string;
  progress: number;
  certificate: boolean;
}
export interface DashboardSummary {
  partner: { companyName: string; tier: string; certificationStatus: string; points: number; status: string };
  stats: { total_revenue: number; pending_commission: number; active_deals: number; certified_users: number; total_referrals: number; currency: string };
  /** "+18% from last month", or null when there is no previous month's figure to compare with. */
  trends: { total_revenue: string | null; total_referrals: string | null };
  recentDeals: { customer_name: string; deal_size: number; currency: string; created_at: string }[];
  notifications: { id: string; message: string; createdAt: string }[];
}
