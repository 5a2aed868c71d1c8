import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { dealMessages } from "./deal-messages";
import { registeredByQuerySchema, registeredBySchema } from "./members";
import { dealProducts } from "@/content/deals";
import { dealStages, dealStatuses, extensionStatuses } from "./deal-options";
import { adminMessages } from "./admin";
import { emailPattern } from "./auth";
import { DAY_MS } from "@/lib/time";
import { currencies, currencyDecimals, DEFAULT_CURRENCY, toMajor, toMinor } from "@/lib/money";
import { multiLineText, singleLineText } from "./text";

// Deal registration: the one schema the partner's form and POST /api/partners/deals share,
// the schemas of the team's decisions, and a deal as every answer carries it. JSON names are
// part of the API's contract.

export {
  dealStageOptions,
  dealStages,
  dealStatuses,
  extensionStatuses,
  stageProbability,
  type DealStage,
  type DealStatus,
  type ExtensionStatus,
} from "./deal-options";

export { dealMessages };

export const MAX_DEAL_SIZE = 100_000_000;
export const NOTES_MAX = 2000;
/** The last days of protection in which an extension may be requested, and its length. */
export const EXTENSION_WINDOW_DAYS = 30;
export const EXTENSION_DAYS = 30;

const productIds = dealProducts.map((product) => product.id) as [string, ...string[]];

/** A website as a partner types it: "example.com", "https://www.Example.com/path". */
const hostPattern =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** The conflict key of a website: host only, lower case, without scheme, `www.`, port or path. */
export function customerDomain(website: string): string {
  const withScheme = /^https?:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`;
  return new URL(withScheme).hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** Whether a website that matches the pattern also parses as a URL (a port above 65535 does not). */
function hasCustomerDomain(website: string): boolean {
  try {
    return customerDomain(website) !== "";
  } catch {
    return false;
  }
}

/** Today (UTC) as an ISO date, and the latest allowed close date. */
export function closeDateBounds(now = new Date()): { min: string; max: string } {
  const min = now.toISOString().slice(0, 10);
  const max = new Date(now.getTime() + 2 * 365 * DAY_MS + DAY_MS).toISOString().slice(0, 10);
  return { min, max };
}

const required = (message: string, max: number) =>
  singleLineText(max, { required: message, tooLong: message });
const email = (message: string) =>
  z.string({ error: message }).trim().max(254, message).regex(emailPattern, message);

/** The registration's fields but its value: the portal sends it in major units, /api/v1 in minor units. */
function dealFieldsAt(now: () => Date) {
  return {
    customerName: required(dealMessages.customerName, 200),
    customerWebsite: z
      .string({ error: dealMessages.customerWebsite })
      .trim()
      .max(253, dealMessages.customerWebsite)
      .regex(hostPattern, dealMessages.customerWebsite)
      .refine(hasCustomerDomain, dealMessages.customerWebsite),
    contactName: required(dealMessages.contactName, 200),
    contactEmail: email(dealMessages.contactEmail),
    contactTitle: required(dealMessages.contactTitle, 200),
    decisionMaker: z.object(
      {
        name: required(dealMessages.decisionMakerName, 200),
        email: email(dealMessages.decisionMakerEmail),
      },
      { error: dealMessages.decisionMakerName },
    ),
    // The deal's value and its commission are in this currency (each with its own minor unit).
    currency: z.enum(currencies, dealMessages.currency).default(DEFAULT_CURRENCY),
    expectedCloseDate: z.iso.date({ error: dealMessages.expectedCloseDate }).refine((value) => {
      const { min, max } = closeDateBounds(now());
      return value >= min && value <= max;
    }, dealMessages.expectedCloseDate),
    products: z
      .array(z.enum(productIds, { error: dealMessages.products }), { error: dealMessages.products })
      .min(1, dealMessages.products)
      .max(productIds.length, dealMessages.products)
      .refine((list) => new Set(list).size === list.length, dealMessages.products),
    notes: multiLineText(NOTES_MAX, { notText: dealMessages.notes, tooLong: dealMessages.notes }).default(""),
    // The company's market development activity (an approved fund request) that sourced the deal.
    mdfActivityId: z
      .string({ error: dealMessages.mdfActivity })
      .trim()
      .max(64, dealMessages.mdfActivity)
      .nullable()
      .optional()
      .describe("The id of the market development activity (fund request) that sourced the deal"),
  };
}

/** A value that is a whole number of the currency's minor units, at least one (0.001 USD and 1.5 JPY are not). */
function checkDealUnit(deal: { dealSize: number; currency: string }, ctx: z.RefinementCtx, path: string) {
  if (!Number.isFinite(deal.dealSize) || deal.dealSize <= 0) return;
  const minor = toMinor(deal.dealSize, deal.currency);
  if (minor < 1 || toMajor(minor, deal.currency) !== deal.dealSize)
    ctx.addIssue({
      code: "custom",
      path: [path],
      message: dealMessages.dealSizeUnit(deal.currency, currencyDecimals(deal.currency)),
    });
}

/** Builds the schema for a given clock (the handler's "today"; tests inject one). */
export function dealRegistrationSchemaAt(now: () => Date = () => new Date()) {
  return (
    z
      .object({
        ...dealFieldsAt(now),
        dealSize: z
          .number({ error: dealMessages.dealSize })
          .finite(dealMessages.dealSize)
          .gt(0, dealMessages.dealSize)
          .max(MAX_DEAL_SIZE, dealMessages.dealSize),
      })
      .strict()
      // The value is stored in the currency's minor units: a value that would round to another
      // amount is refused rather than stored as something else.
      .superRefine((deal, ctx) => checkDealUnit(deal, ctx, "dealSize"))
  );
}

/**
 * POST /api/v1/deals: the same registration with its value as an integer `amount` in the
 * currency's minor units (Stripe's convention), read into the registration the service takes.
 */
export const apiDealRegistrationSchema = z
  .object({
    ...dealFieldsAt(() => new Date()),
    amount: z
      .number({ error: dealMessages.dealSize })
      .int(dealMessages.amountMinor)
      .min(1, dealMessages.amountMinor)
      .describe("The deal's estimated value in the minor units of currency (EUR 80,000.00 is 8000000)"),
  })
  .strict()
  .transform(({ amount, ...deal }) => ({ ...deal, dealSize: toMajor(amount, deal.currency) }))
  .refine((deal) => deal.dealSize <= MAX_DEAL_SIZE, { message: dealMessages.dealSize, path: ["amount"] });

export const dealRegistrationSchema = dealRegistrationSchemaAt();
export type DealRegistrationInput = z.input<typeof dealRegistrationSchema>;
export type DealRegistration = z.output<typeof dealRegistrationSchema>;

export const extensionRequestSchema = z
  .object({
    reason: multiLineText(1000, {
      required: dealMessages.extensionReason,
      tooLong: dealMessages.extensionReason,
    }),
  })
  .strict();

/** The team's decisions; like the registration, a body with a field they do not name is refused (400). */
export const dealDecisionMessages = {
  stage: "Choose a stage.",
  decision: "Choose grant or refuse.",
  reason: adminMessages.reasonTooLong,
} as const;
export const dealStageSchema = z
  .object({ stage: z.enum(dealStages, { error: dealDecisionMessages.stage }) })
  .strict();
export const extensionDecisionSchema = z
  .object({
    decision: z.enum(["grant", "refuse"], { error: dealDecisionMessages.decision }),
    reason: multiLineText(2000, {
      notText: dealDecisionMessages.reason,
      tooLong: dealDecisionMessages.reason,
    }).optional(),
  })
  .strict();
/** GET /api/partners/deals: a page of the partner's deals (the dashboard loads one large page). */
export const partnerDealListSchema = z
  .object({
    page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number({ error: "Page size must be between 1 and 500." })
      .int()
      .min(1, "Page size must be between 1 and 500.")
      .max(500, "Page size must be between 1 and 500.")
      .default(500),
    q: z.string().trim().max(200, "Please keep the search under 200 characters.").default(""),
    status: z.enum(["all", ...dealStatuses], { error: "Unknown status." }).default("all"),
  })
  .extend(registeredByQuerySchema.shape);

/**
 * A deal as every answer carries it: the partner's list, one deal, the console's queue and its
 * data editor. The server builds it (lib/server/deals/records.ts). Registration fields are null
 * on deals entered before registration existed.
 */
export const dealSchema = z.object({
  /** The deal's id under the name the dashboard has always read; `id` carries the same value. */
  _id: z.string(),
  id: z.string(),
  customerName: z.string(),
  /** Major units of `currency` (the ledger keeps minor units). */
  dealSize: z.number(),
  /** ISO 4217 code. */
  currency: z.string(),
  status: z.string(),
  stage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  protectionExpires: z.string().nullable(),
  decisionMaker: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  customerWebsite: z.string().nullable(),
  customerDomain: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactTitle: z.string().nullable(),
  expectedCloseDate: z.string().nullable(),
  products: z.array(z.string()),
  notes: z.string(),
  /** The stage's win probability, percent. */
  probability: z.number(),
  reviewReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  extension: z.object({
    status: z.enum(extensionStatuses).nullable(),
    reason: z.string().nullable(),
    requestedAt: z.string().nullable(),
  }),
  /**
   * When the partner may start asking for an extension (the server's window before protection
   * ends), or null when this deal cannot get one (not approved, not protected, or an extension
   * already asked for).
   */
  extensionRequestableFrom: z.string().nullable(),
  /** The colleague who registered it (null: before teams, or entered by the programme team). */
  registeredBy: registeredBySchema.nullable(),
});
export type Deal = z.infer<typeof dealSchema>;

/** One change in a deal's history; `by` is "Programme team", "Partner" or "System". */
export const dealHistoryEntrySchema = z.object({
  kind: z.enum(["status", "stage", "edit", "extension"]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type DealHistoryEntry = z.infer<typeof dealHistoryEntrySchema>;

/**
 * A deal's commission in its details: the ledger's line once the deal is won (`status` a
 * commission status), or, with `status` null, what winning it would earn at the partner's rate.
 * `amount` in major units of `currency`; `rate` in percent.
 */
export const dealCommissionSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  rate: z.number(),
  status: z.string().nullable(),
});
export type DealCommission = z.infer<typeof dealCommissionSchema>;

/**
 * GET /api/partners/deals/{id}: the deal with its history, oldest first, and its commission
 * (null when the deal was rejected, withdrawn or lost before earning one; absent for a role
 * that cannot see commissions, as everywhere else they appear).
 */
export const dealWithHistorySchema = dealSchema.extend({
  history: z.array(dealHistoryEntrySchema),
  commission: dealCommissionSchema.nullable().optional(),
});
export type DealWithHistory = z.infer<typeof dealWithHistorySchema>;

/** A market development activity a new deal may name as its source (the registration form's choice). */
export const mdfActivityChoiceSchema = z.object({ id: z.string(), title: z.string(), startDate: z.string() });
export type MdfActivityChoice = z.infer<typeof mdfActivityChoiceSchema>;
