import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { partnerDataMessages } from "./partner-data";

// The console's list queries (page and search text), shared by its pages (search params)
// and its API handlers (query strings). Bad values fall back to the defaults instead of
// failing: a hand-edited URL still shows the first page.

export const CONSOLE_PAGE_SIZE = 20;
export const SEARCH_MAX = 200;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(SEARCH_MAX).catch(""),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const claimTabs = ["pending", "approved", "rejected"] as const;
export type ClaimTab = (typeof claimTabs)[number];

/** Outbox views: waiting (no failed attempt yet), failing (at least one failed attempt), sent. */
export const outboxViews = ["waiting", "failing", "sent"] as const;
export type OutboxView = (typeof outboxViews)[number];

export const invitationStates = ["sent", "used", "expired"] as const;
export type InvitationState = (typeof invitationStates)[number];

/** Reads one value from Next's search params or a URLSearchParams (first of repeated keys). */
export function firstParam(params: Record<string, string | string[] | undefined> | URLSearchParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function parseListQuery(params: Record<string, string | string[] | undefined> | URLSearchParams): ListQuery {
  return listQuerySchema.parse({ page: firstParam(params, "page"), q: firstParam(params, "q") });
}

/** One of `values`, or the first one when the parameter is missing or unknown. */
export function parseChoice<T extends string>(values: readonly [T, ...T[]], raw: string | undefined): T {
  return values.includes(raw as T) ? (raw as T) : values[0];
}

/** Marking a commission paid: the payment's reference and date are both required. */
export const markPaidSchema = z.object({
  status: z.literal("paid"),
  paymentReference: z.string().trim().min(1, partnerDataMessages.paymentReferenceRequired).max(100, "Please keep the reference under 100 characters."),
  payoutDate: z.iso.date({ error: "Use an ISO date such as 2025-03-31" }),
});
