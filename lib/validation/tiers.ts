import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { tierChangeKinds, tierIds, tierLabels, tierMetrics, type TierId } from "./tier-options";
import { DEFAULT_CURRENCY } from "@/lib/money";
import { singleLineText } from "./text";

// Tier rules (GET and PUT /api/admin/tiers and the console's form), the team's pin of a
// partner's tier, and the partner's tier as GET /api/partners/tier answers it. Objects are
// strict: an unknown field is a mistake the client should hear about.

export {
  isTierId,
  pinLastDay,
  tierChangeKinds,
  tierIds,
  tierLabel,
  tierLabels,
  tierMetricLabels,
  tierMetrics,
  type TierChangeKind,
  type TierId,
  type TierMetric,
} from "./tier-options";

export const tierMessages = {
  everyTier: "Give the rules of every tier exactly once: Bronze, Silver, Gold and Platinum.",
  entryTier: "Bronze is the entry tier: its requirements must be 0.",
  ascending: "A tier cannot require less than the tier below it.",
  currency: `Tier amounts are in the programme's currency (${DEFAULT_CURRENCY}).`,
  amount: "Enter an amount of at least 0 with at most 2 decimals (at most 1,000,000,000).",
  amountMinor: "Give amounts as whole minor units (cents) from 0 to 100,000,000,000.",
  count: "Enter a whole number from 0 to 100,000.",
  rate: "Commission rate must be a percent from 0 to 100.",
  protectionDays: "Deal protection must be from 1 to 3,650 days.",
  graceDays: "The grace period must be a whole number of days from 0 to 365.",
  pinUntil: "The pin's end date must be a date within the next 5 years.",
  pinReason: "Please give a reason for the pin (up to 500 characters).",
  notPinned: "This partner's tier is not pinned.",
  unknownTier: "Unknown tier.",
} as const;

const amount = z
  .number(tierMessages.amount)
  .min(0, tierMessages.amount)
  .max(1_000_000_000, tierMessages.amount)
  // Cents at most: the amount is stored in minor units.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, tierMessages.amount);
const count = z
  .number(tierMessages.count)
  .int(tierMessages.count)
  .min(0, tierMessages.count)
  .max(100_000, tierMessages.count);

/** An amount in the programme currency's minor units, as the API carries it (USD 1,500.00 is 150000). */
const amountMinor = z
  .number(tierMessages.amountMinor)
  .int(tierMessages.amountMinor)
  .min(0, tierMessages.amountMinor)
  .max(100_000_000_000, tierMessages.amountMinor);

const ruleFields = {
  tier: z.enum(tierIds, tierMessages.unknownTier),
  minWonDeals: count,
  minCertifications: count,
  commissionRate: z.number(tierMessages.rate).min(0, tierMessages.rate).max(100, tierMessages.rate),
  protectionDays: z
    .number(tierMessages.protectionDays)
    .int(tierMessages.protectionDays)
    .min(1, tierMessages.protectionDays)
    .max(3650, tierMessages.protectionDays),
};

/** One tier's rule as GET and PUT /api/admin/tiers carry it (amounts in minor units). */
export const tierRuleSchema = z.strictObject({
  ...ruleFields,
  minWonRevenueMinor: amountMinor,
  mdfQuarterlyMinor: amountMinor,
});

/** The same rule as the console's form takes it: amounts in major units, as people type them. */
export const tierRuleFormSchema = z.strictObject({
  ...ruleFields,
  minWonRevenue: amount,
  mdfQuarterly: amount,
});

/** Every tier once, the entry tier asking nothing, each tier asking at least what the one below does. */
function tierRulesOf<Rule extends z.ZodObject>(rule: Rule, requirementKeys: readonly string[]) {
  return z
    .strictObject({
      currency: z.literal(DEFAULT_CURRENCY, tierMessages.currency).default(DEFAULT_CURRENCY),
      graceDays: z
        .number(tierMessages.graceDays)
        .int(tierMessages.graceDays)
        .min(0, tierMessages.graceDays)
        .max(365, tierMessages.graceDays),
      tiers: z.array(rule, tierMessages.everyTier).length(tierIds.length, tierMessages.everyTier),
    })
    .superRefine((value, ctx) => {
      const rules = value.tiers as unknown as ({ tier: TierId } & Record<string, number>)[];
      const byTier = new Map(rules.map((one) => [one.tier, one]));
      if (byTier.size !== tierIds.length) {
        ctx.addIssue({ code: "custom", path: ["tiers"], message: tierMessages.everyTier });
        return;
      }
      const ordered = tierIds.map((tier) => byTier.get(tier)!);
      if (requirementKeys.some((key) => ordered[0]![key] !== 0))
        ctx.addIssue({ code: "custom", path: ["tiers", "bronze"], message: tierMessages.entryTier });
      ordered.slice(1).forEach((one, index) => {
        const below = ordered[index]!;
        if (requirementKeys.some((key) => one[key]! < below[key]!))
          ctx.addIssue({
            code: "custom",
            path: ["tiers", one.tier],
            message: `${tierMessages.ascending} (${tierLabels[one.tier]})`,
          });
      });
    });
}

export const tierRulesSchema = tierRulesOf(tierRuleSchema, [
  "minWonRevenueMinor",
  "minWonDeals",
  "minCertifications",
]);
/** The console's tier rules form: tierRulesSchema with major-unit amounts; it sends them as minor units. */
export const tierRulesFormSchema = tierRulesOf(tierRuleFormSchema, [
  "minWonRevenue",
  "minWonDeals",
  "minCertifications",
]);

export type TierRule = z.infer<typeof tierRuleSchema>;
/** GET /api/admin/tiers answers the rules in the shape PUT takes them. */
export type TierRules = z.infer<typeof tierRulesSchema>;
export type TierRulesInput = TierRules;
export type TierRulesForm = z.infer<typeof tierRulesFormSchema>;

/** Keeps a partner in a tier until a date, whatever its figures say. */
export const tierPinSchema = z.strictObject({
  tier: z.enum(tierIds, tierMessages.unknownTier),
  reason: singleLineText(500, { required: tierMessages.pinReason, tooLong: tierMessages.pinReason }),
  until: z.iso.date(tierMessages.pinUntil),
});

/** How far a partner is from one requirement: won revenue in minor units of the view's currency. */
export const tierRequirementProgressSchema = z.discriminatedUnion("metric", [
  z.object({ metric: z.literal("wonRevenue"), currentMinor: z.int(), targetMinor: z.int() }),
  z.object({
    metric: z.enum(tierMetrics.filter((metric) => metric !== "wonRevenue")),
    current: z.int(),
    target: z.int(),
  }),
]);
export type TierRequirementProgress = z.infer<typeof tierRequirementProgressSchema>;

export const tierHistoryEntrySchema = z.object({
  change: z.enum(tierChangeKinds),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type TierHistoryEntry = z.infer<typeof tierHistoryEntrySchema>;

/** GET /api/partners/tier */
export const partnerTierViewSchema = z.object({
  tier: z.string(),
  since: z.string().nullable(),
  pinnedUntil: z.string().nullable(),
  next: z.object({ tier: z.enum(tierIds), requirements: z.array(tierRequirementProgressSchema) }).nullable(),
  graceEndsAt: z.string().nullable(),
  /**
   * The currency of won revenue: deals in other currencies count converted into it at the rate
   * in force on their win date.
   */
  currency: z.string(),
  /** Won deals left out of revenue because no rate into `currency` existed on their win date. */
  unconvertedRevenue: z.array(z.object({ amountMinor: z.number(), currency: z.string() })),
  benefits: z
    .object({ commissionRate: z.number(), protectionDays: z.number(), mdfQuarterlyMinor: z.int() })
    .nullable(),
  /** The team's own rate for the partner, which wins over the tier's. */
  ownCommissionRate: z.number().nullable(),
  history: z.array(tierHistoryEntrySchema),
});
export type PartnerTierView = z.infer<typeof partnerTierViewSchema>;
