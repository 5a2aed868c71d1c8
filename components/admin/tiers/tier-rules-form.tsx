"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { tierLabel } from "@/lib/validation/tier-options";
import type { TierRule, TierRules } from "@/lib/validation/tiers";
import { FormError, inputClass, primaryButtonClass } from "../form-field";

// The tier rules as one table the team edits and saves at once (PUT /api/admin/tiers): each
// tier's requirements over the trailing 12 months and its benefits, and the grace period.
// The server validates (the same schema); its message is shown and the field it names marked.

type Field = Exclude<keyof TierRule, "tier">;

const columns: { field: Field; label: string; step: number }[] = [
  { field: "minWonRevenue", label: "Won revenue, 12 months", step: 0.01 },
  { field: "minWonDeals", label: "Won deals, 12 months", step: 1 },
  { field: "minCertifications", label: "Certifications", step: 1 },
  { field: "commissionRate", label: "Commission rate (%)", step: 0.01 },
  { field: "protectionDays", label: "Deal protection (days)", step: 1 },
  { field: "mdfQuarterly", label: "Market development per quarter", step: 0.01 },
];

const entryRequirements = new Set<Field>(["minWonRevenue", "minWonDeals", "minCertifications"]);

const asNumber = (text: string) => (text.trim() === "" ? null : Number(text));

export function TierRulesForm({ rules }: { rules: TierRules }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [values, setValues] = useState(() =>
    rules.tiers.map((rule) => Object.fromEntries(columns.map((c) => [c.field, String(rule[c.field])]))),
  );
  const [graceDays, setGraceDays] = useState(String(rules.graceDays));
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const body = {
      currency: rules.currency,
      graceDays: asNumber(graceDays),
      tiers: rules.tiers.map((rule, index) => ({
        tier: rule.tier,
        ...Object.fromEntries(columns.map((c) => [c.field, asNumber(values[index]![c.field]!)])),
      })),
    };
    const result = await callConsole("/api/admin/tiers", { method: "PUT", body });
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      setFields(result.fields ?? {});
      return;
    }
    setFields({});
    toast.success("Tier rules saved. Partners move at the next evaluation.");
    startTransition(() => router.refresh());
  }

  return (
    <form onSubmit={save} noValidate aria-label="Tier rules" className="flex flex-col gap-4">
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
                  const key = `tiers.${index}.${column.field}`;
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
                        aria-invalid={Boolean(fields[key])}
                        value={values[index]![column.field]}
                        onChange={(event) => {
                          const next = values.map((row) => ({ ...row }));
                          next[index]![column.field] = event.target.value;
                          setValues(next);
                        }}
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
          value={graceDays}
          aria-invalid={Boolean(fields.graceDays)}
          onChange={(event) => setGraceDays(event.target.value)}
          className={`${inputClass} w-32`}
        />
      </label>
      <FormError message={error} />
      <div>
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? "Saving…" : "Save tier rules"}
        </button>
      </div>
    </form>
  );
}
