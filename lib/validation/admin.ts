import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { emailField } from "./email";
import { certificationStatuses, partnerStatuses } from "./partner-options";
import { partnerDataMessages } from "./partner-data";
import { multiLineText, singleLineText } from "./text";

// The programme team's operations: the console's pages and forms and /api/admin/* share
// these schemas and this one list query.

export const adminMessages = {
  notFound: "Not found.",
  tierIsEarned:
    "A partner's tier is earned from the tier rules. To keep a partner in a tier, pin it in the Tier panel.",
  claimReviewed: "This claim has already been reviewed.",
  registrationReviewed: "This registration has already been reviewed.",
  reasonRequired: "Please give a reason.",
  reasonTooLong: "Please keep the reason under 2000 characters.",
  pageSize: "Page size must be between 1 and 100.",
  unknownStatus: "Unknown status.",
  invitationPending: "An invitation for this email is still open. Resend it instead.",
  invitationUsed: "This invitation has already been used.",
  accountExists: "An account with this email already exists.",
} as const;

export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX = 200;

/**
 * Every admin list (console page or API): `page`, `pageSize`, search text (`q`, or
 * `search` as API clients send it) and `status`. A hand-edited page number or search text
 * falls back to the default, so a stale console link still shows rows; a page size out of
 * range is a client error (400).
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce
    .number({ error: adminMessages.pageSize })
    .int(adminMessages.pageSize)
    .min(1, adminMessages.pageSize)
    .max(100, adminMessages.pageSize)
    .default(ADMIN_PAGE_SIZE),
  q: z.string().trim().max(SEARCH_MAX).catch(""),
  status: z
    .string({ error: adminMessages.unknownStatus })
    .trim()
    .max(40, adminMessages.unknownStatus)
    .optional(),
});
/**
 * listQuerySchema for a list that knows its statuses: another one is a 400, not an empty list,
 * and the status comes out typed as one of them (left out or blank: no filter, undefined).
 */
export function listQueryWithStatuses<S extends string>(statuses: readonly S[]) {
  return listQuerySchema.extend({
    status: z
      .string({ error: adminMessages.unknownStatus })
      .trim()
      .refine(
        (status) => status === "" || (statuses as readonly string[]).includes(status),
        adminMessages.unknownStatus,
      )
      .transform((status) => (status === "" ? undefined : (status as S)))
      .optional(),
  });
}
/** A list query as the services take it: page size and status may be left out. */
export type ListQuery<S extends string = string> = Pick<z.output<typeof listQuerySchema>, "page" | "q"> & {
  pageSize?: number;
  status?: S;
};

export const claimTabs = ["pending", "approved", "rejected"] as const;
export type ClaimTab = (typeof claimTabs)[number];
/** GET /api/admin/claims: the list query, its status one of the claim statuses. */
export const claimListQuerySchema = listQueryWithStatuses(claimTabs);
/** GET /api/admin/partners and /api/admin/registrations: the status one of a company's. */
export const partnerListQuerySchema = listQueryWithStatuses(partnerStatuses);

/** Outbox views: waiting (no failed attempt yet), failing (at least one failed attempt), sent. */
export const outboxViews = ["waiting", "failing", "sent"] as const;
export type OutboxView = (typeof outboxViews)[number];

export const invitationStates = ["sent", "used", "expired"] as const;
export type InvitationState = (typeof invitationStates)[number];

/** An invitation to register as the console lists it (/api/admin/invitations). */
export const registrationInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string(),
  status: z.enum(invitationStates),
  sentCount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** The team member who sent it (their email); null when sent by a script. */
  invitedBy: z.string().nullable(),
});
export type RegistrationInvitation = z.infer<typeof registrationInvitationSchema>;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

/** Reads one value from Next's search params or a URLSearchParams (first of repeated keys). */
export function firstParam(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The raw list query of a page's search params or a request's query string, for `listQuerySchema`. */
export function listQueryInput(params: Params): Record<string, string | undefined> {
  return {
    page: firstParam(params, "page"),
    pageSize: firstParam(params, "pageSize"),
    q: firstParam(params, "q") ?? firstParam(params, "search"),
    status: firstParam(params, "status"),
  };
}

/** One of `values`, or the first one when the parameter is missing or unknown. */
export function parseChoice<T extends string>(values: readonly [T, ...T[]], raw: string | undefined): T {
  return values.includes(raw as T) ? (raw as T) : values[0];
}

/** A rejection's reason (claims, registrations, deals); any other field is refused (400). */
export const reasonSchema = z
  .object({
    reason: multiLineText(2000, {
      required: adminMessages.reasonRequired,
      tooLong: adminMessages.reasonTooLong,
    }),
  })
  .strict();

export const invitationSchema = z.object({
  email: emailField({ missing: "Email is required", invalid: "Please enter a valid email address" }),
  companyName: singleLineText(200, { required: "Company name is required" }).min(
    2,
    "Company name is required",
  ),
});

export { certificationStatuses, partnerStatuses };

export const partnerUpdateSchema = z
  .object({
    // Tiers follow the rules (and the team's pins): a tier typed here would be undone by the
    // next evaluation without a trace in the partner's tier history.
    tier: z.undefined({ error: adminMessages.tierIsEarned }).optional(),
    certificationStatus: z.enum(certificationStatuses).optional(),
    points: z.number().int().min(0).max(10_000_000).optional(),
    status: z.enum(partnerStatuses).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Nothing to update.");

/** Marking a commission paid: the payment's reference and date are both required. */
export const markPaidSchema = z.object({
  status: z.literal("paid"),
  paymentReference: singleLineText(100, {
    required: partnerDataMessages.paymentReferenceRequired,
    tooLong: "Please keep the reference under 100 characters.",
  }),
  payoutDate: z.iso.date({ error: "Use an ISO date such as 2025-03-31" }),
});
