"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { tierIds, tierLabel } from "@/lib/validation/tier-options";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// Pins the partner's tier until the end of a date, with a reason (PUT .../tier-pin, checked
// with its schema), or ends the pin (DELETE): the rules then place the partner again.
export function TierPinForm({
  partnerId,
  tier,
  pinnedUntil,
}: {
  partnerId: string;
  tier: string;
  pinnedUntil: string | null;
}) {
  const url = `/api/admin/partners/${partnerId}/tier-pin`;
  const router = useRouter();
  const [, startTransition] = useTransition();
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/tiers").then((m) => m.tierPinSchema),
    url,
    method: "PUT",
    defaultValues: { tier: tier as (typeof tierIds)[number], reason: "", until: "" },
    success: "Tier pinned.",
  });
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);

  async function endPin() {
    setEnding(true);
    setEndError(null);
    const result = await callConsole(url, { method: "DELETE" });
    setEnding(false);
    if (!result.ok) return setEndError(result.message);
    toast.success("Pin ended; the tier rules apply again.");
    startTransition(() => router.refresh());
  }

  const busy = submitting || ending;
  return (
    <form aria-label="Pin the tier" noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
      <FormField label="Pin to tier" error={errors.tier?.message}>
        {(field) => (
          <select {...field} {...form.register("tier")} className={inputClass}>
            {tierIds.map((id) => (
              <option key={id} value={id}>
                {tierLabel(id)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Reason" error={errors.reason?.message}>
        {(field) => <input {...field} {...form.register("reason")} className={inputClass} />}
      </FormField>
      <FormField label="Until (the end of this day, UTC)" error={errors.until?.message}>
        {(field) => <input {...field} type="date" {...form.register("until")} className={inputClass} />}
      </FormField>
      <FormError message={serverError ?? endError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          Pin tier
        </button>
        {pinnedUntil ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void endPin()}
            className={secondaryButtonClass}
          >
            End the pin
          </button>
        ) : null}
      </div>
    </form>
  );
}
