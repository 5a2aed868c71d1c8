"use client";

import { errorMessages } from "@/components/forms/schema-form";
import { tierLabel } from "@/lib/validation/tier-options";
import { toMajor, toMinor } from "@/lib/money";
import type { TierRules, TierRulesForm as TierRulesFormValues } from "@/lib/validation/tiers";
import { FormError, inputClass, primaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// The tier rules as one table the team edits and saves at once (PUT /api/admin/tiers): each
// tier's requirements over the trailing 12 months and its benefits, and the grace period.
// The route's schema checks them first and the server again; the first message is shown and
// each field it names marked.

type Field = Exclude<keyof TierRulesFormValues["tiers"][number], "tier">;

const columns: { field: Field; label: string; step: number }[] = [
  { field: "minWonRevenue", label: "Won revenue, 12 months", step: 0.01 },
  { field: "minWonDeals", label: "Won deals, 12 months", step: 1 },
  { field: "minCertifications", label: "Certifications", step: 1 },
  { field: "commissionRate", label: "Commission rate (%)", step: 0.01 },
  { field: "protectionDays", label: "Deal protection (days)", step: 1 },
  { field: "mdfQuarterly", label: "Market development per quarter", step: 0.01 },
];

const entryRequirements = new Set<Field>(["minWonRevenue", "minWonDeals", "minCertifications"]);

const asNumber = (text: string | number) => (String(text).trim() === "" ? null : Number(text));

export function TierRulesForm({ rules }: { rules: TierRules }) {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    // People type major units; PUT takes minor units (toBody).
    schema: () => import("@/lib/validation/tiers").then((m) => m.tierRulesFormSchema),
    url: "/api/admin/tiers",
    method: "PUT",
    // Exactly the fields PUT takes.
    defaultValues: {
      currency: rules.currency,
      graceDays: rules.graceDays,
      tiers: rules.tiers.map(({ minWonRevenueMinor, mdfQuarterlyMinor, ...rule }) => ({
        ...rule,
        minWonRevenue: toMajor(minWonRevenueMinor, rules.currency),
        mdfQuarterly: toMajor(mdfQuarterlyMinor, rules.currency),
      })),
    } as TierRulesFormValues,
    toBody: (values: TierRulesFormValues): TierRules => ({
      ...values,
      tiers: values.tiers.map(({ minWonRevenue, mdfQuarterly, ...rule }) => ({
        ...rule,
        minWonRevenueMinor: toMinor(minWonRevenue, values.currency),
        mdfQuarterlyMinor: toMinor(mdfQuarterly, values.currency),
      })),
    }),
    success: "Tier rules saved. Partners move at the next evaluation.",
  });
  const invalid = (path: string) =>
    Boolean(path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors));
  // An empty cell is no number: the schema names it.
  const number = { setValueAs: asNumber };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tier rules" className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Requirements and benefits of each tier ({rules.currency})</caption>
          <thead className="bg-slate-100 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Tier
              </th>
              {columns.map((column) => (
                <th key={column.field} scope="col" className="px-3 py-2">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rules.tiers.map((rule, index) => (
              <tr key={rule.tier}>
                <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                  {tierLabel(rule.tier)}
                </th>
                {columns.map((column) => {
                  const key = `tiers.${index}.${column.field}` as const;
                  // The entry tier's requirements are 0 by rule (the server refuses anything
                  // else), so they are shown, not offered for editing.
                  const fixed = index === 0 && entryRequirements.has(column.field);
                  return (
                    <td key={column.field} className="px-3 py-2">
                      <input
                        readOnly={fixed}
                        aria-describedby={fixed ? "entry-tier-note" : undefined}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={column.step}
                        aria-label={`${tierLabel(rule.tier)}: ${column.label}`}
                        aria-invalid={invalid(key)}
                        {...form.register(key, number)}
                        className={`${inputClass} w-32 ${fixed ? "bg-slate-100 text-slate-700" : ""}`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="entry-tier-note" className="text-sm text-slate-600">
        {tierLabel("bronze")} is the entry tier: every partner starts there, so its requirements stay 0.
      </p>
      <label className="flex max-w-md flex-col gap-1 text-sm font-medium text-slate-800">
        Grace period before a demotion (days)
        <input
          type="number"
          min={0}
          max={365}
          step={1}
          aria-invalid={invalid("graceDays")}
          {...form.register("graceDays", number)}
          className={`${inputClass} w-32`}
        />
      </label>
      <FormError message={serverError ?? errorMessages(errors)[0] ?? null} />
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Save tier rules"}
        </button>
      </div>
    </form>
  );
}
