import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { emailField } from "./email";

// The programme team's operations (API and console forms).

export const adminMessages = {
  notFound: "Not found.",
  claimReviewed: "This claim has already been reviewed.",
  registrationReviewed: "This registration has already been reviewed.",
  reasonRequired: "Please give a reason.",
  invitationPending: "An invitation for this email is still open. Resend it instead.",
  invitationUsed: "This invitation has already been used.",
  accountExists: "An account with this email already exists.",
} as const;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  status: z.string().trim().max(40).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const reasonSchema = z.object({
  reason: z.string({ error: adminMessages.reasonRequired }).trim().min(1, adminMessages.reasonRequired).max(2000, "Please keep the reason under 2000 characters."),
});

export const invitationSchema = z.object({
  email: emailField({ missing: "Email is required", invalid: "Please enter a valid email address" }),
  companyName: z.string({ error: "Company name is required" }).trim().min(2, "Company name is required").max(200),
});

export const partnerTiers = ["bronze", "silver", "gold", "platinum"] as const;
export const certificationStatuses = ["pending", "in_progress", "certified", "expired"] as const;
export const partnerStatuses = ["active", "pending_approval", "rejected"] as const;

export const partnerUpdateSchema = z
  .object({
    tier: z.enum(partnerTiers).optional(),
    certificationStatus: z.enum(certificationStatuses).optional(),
    points: z.number().int().min(0).max(10_000_000).optional(),
    status: z.enum(partnerStatuses).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Nothing to update.");
