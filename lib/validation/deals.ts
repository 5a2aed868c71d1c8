import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { registeredByQuerySchema } from "./members";
import { dealProducts } from "@/content/deals";
import { commissionStatuses } from "@/lib/types/commissions";
import { dealStages, dealStatuses } from "@/lib/types/deals";
import { adminMessages, listQueryWithStatuses, SEARCH_MAX } from "./admin";
import { emailPattern } from "./auth";
import { DAY_MS } from "@/lib/time";
import { currencies, currencyDecimals, DEFAULT_CURRENCY, toMajor, toMinor } from "@/lib/money";
import { multiLineText, singleLineText } from "./text";
import { payoutMessages } from "./payouts";

// Deal registration: the one schema the partner's form and POST /api/partners/deals share,
// and the schemas of the team's decisions. JSON names are part of the API's contract.

export const dealMessages = {
  mdfActivity: "That market development activity is not one of your company's approved activities.",
  customerName: "Customer company name is required",
  customerWebsite: "Please enter the customer's website, such as example.com",
  contactName: "Contact name is required",
  contactEmail: "Please enter a valid contact email",
  contactTitle: "Contact title is required",
  decisionMakerName: "Decision maker's name is required",
  decisionMakerEmail: "Please enter a valid decision maker email",
  dealSize: "Estimated value must be above 0 and at most 100,000,000 USD",
  currency: `Choose the deal's currency: ${currencies.join(", ")}.`,
  amountMinor:
    "amount must be a whole number of the currency's minor units (cents; yen have none), at least 1.",
  /** A value below the currency's smallest unit, or with more decimals than it has (JPY has none). */
  dealSizeUnit: (currency: string, decimals: number) =>
    decimals === 0
      ? `Estimated value in ${currency} must be a whole number (${currency} has no fractions), at least 1.`
      : `Estimated value in ${currency} must be at least ${(1 / 10 ** decimals).toFixed(decimals)} and have at most ${decimals} decimals.`,
  expectedCloseDate: "Expected close date must be between today and 2 years ahead",
  products: "Choose at least one product",
  notes: "Please keep the notes under 2,000 characters",
  otherPartner: "This customer is already registered by another partner.",
  ownDuplicate: "You have already registered this customer.",
  notFound: "Deal not found.",
  notEditable: "Only a deal awaiting review can be edited.",
  notWithdrawable: "Only a pending or approved deal can be withdrawn.",
  extensionReason: "Please give a reason for the extension (up to 1,000 characters).",
  extensionNotAllowed: "An extension can be requested once, within the last 30 days of protection.",
  dealReviewed: "This deal has already been reviewed.",
  stageNotAllowed: "Only an approved or closed won deal can change stage.",
  stageUnchanged: "The deal is already at this stage.",
  /** POST /api/partners/deals/{id}/withdraw with a body field. */
  withdrawFields: "Withdrawing a deal takes no fields: send the request without a body.",
  noExtensionRequest: "There is no open extension request for this deal.",
  domainTaken: "Another partner has registered this customer since protection expired.",
  // The console's generic data editor on a deal a partner registered (issue 14).
  workflowOnly:
    "A registered deal's status, stage and protection change only in the deals queue (approve, reject, set stage, extensions), which keeps the customer's protection and the deal's history.",
  wonDealSize: "The value of a closed won deal cannot change here: its commission was computed from it.",
  registeredNotDeleted:
    "A registered deal cannot be deleted here: reject it or close it in the deals queue, which frees its customer and keeps its history.",
  commissionReviewed: "This commission is not awaiting approval.",
} as const;

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
export const commissionRateMessage = "Enter a rate between 0 and 100, with at most 2 decimals.";
/** At most two decimals (12.5 and 12.35, not 12.345), allowing for binary floating point. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
export const commissionRateSchema = z.object({
  /** Percent; null returns the partner to the tier's rate. */
  commissionRate: z
    .number({ error: commissionRateMessage })
    .min(0, commissionRateMessage)
    .max(100, commissionRateMessage)
    .refine(hasTwoDecimals, commissionRateMessage)
    .nullable(),
});

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

/** The console's commission tabs, and the statuses its list and export take (an optional status and partner). */
export const commissionTabs = [...commissionStatuses, "all"] as const;
/** An empty query parameter (`?partnerId=`) is the same as none. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/admin/commissions: the console's list query, its tabs, and one partner. */
export const commissionListQuerySchema = listQueryWithStatuses(commissionTabs).extend({
  partnerId: z.preprocess(
    blankAsMissing,
    z.string({ error: payoutMessages.partnerId }).max(64, payoutMessages.partnerId).optional(),
  ),
});

/**
 * GET /api/admin/commissions/export: the same filters; a search too long is refused (400)
 * rather than dropped as the console's lists do, which would export every partner's commissions.
 */
export const commissionExportQuerySchema = commissionListQuerySchema.extend({
  q: z.string({ error: payoutMessages.search }).trim().max(SEARCH_MAX, payoutMessages.search).default(""),
});
