"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "./form-field";
import { enumLabel } from "@/content/portal-labels";
import { useApiForm } from "./use-api-form";

type Props = {
  partnerId: string;
  tier: string;
  tierRate: number;
  commissionRate: number | null;
  effectiveRate: number;
};

// The partner's commission percent: the rate its next closed won deal earns, and the team's
// own rate for it (PUT /api/admin/partners/{id}/commission-rate, the same schema), or none
// to return to the tier's rate. Render it with a key of the current rate, so a saved
// change refills the field.
export function CommissionRateForm({ partnerId, tier, tierRate, commissionRate, effectiveRate }: Props) {
  const url = `/api/admin/partners/${partnerId}/commission-rate`;
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/commissions").then((m) => m.commissionRateSchema),
    url,
    method: "PUT",
    defaultValues: { commissionRate: commissionRate ?? undefined },
    success: "Commission rate saved.",
  });
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);

  async function clearRate() {
    setClearing(true);
    setClearError(null);
    const result = await callConsole(url, { method: "PUT", body: { commissionRate: null } });
    setClearing(false);
    if (!result.ok) return setClearError(result.message);
    toast.success(`Back to the ${enumLabel(tier)} tier's rate.`);
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800" data-testid="effective-rate">
        Effective rate: <strong>{effectiveRate}%</strong>{" "}
        {commissionRate === null
          ? `(the ${enumLabel(tier)} tier's rate)`
          : `(own rate; the ${enumLabel(tier)} tier's rate is ${tierRate}%)`}
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Commission rate" className="flex flex-col gap-3">
        <FormField
          label="Own rate (%)"
          error={errors.commissionRate?.message}
          hint="0 to 100, up to 2 decimals. Closed won deals earn the effective rate."
        >
          {(field) => (
            <input
              {...field}
              {...form.register("commissionRate", { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              className={inputClass}
            />
          )}
        </FormField>
        <FormError message={serverError ?? clearError} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={submitting || clearing} className={primaryButtonClass}>
            {submitting ? "Saving…" : "Save rate"}
          </button>
          {commissionRate !== null ? (
            <button
              type="button"
              disabled={submitting || clearing}
              onClick={() => void clearRate()}
              className={secondaryButtonClass}
            >
              {clearing ? "Clearing…" : "Use tier rate"}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
