"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { tierIds, tierLabel } from "@/lib/validation/tier-options";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";

// Pins the partner's tier until the end of a date, with a reason (PUT .../tier-pin), or ends
// the pin (DELETE): the rules then place the partner again.
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
  const [pinTier, setPinTier] = useState(tier);
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function send(method: "PUT" | "DELETE") {
    setBusy(true);
    setError(null);
    const result = await callConsole(url, {
      method,
      body: method === "PUT" ? { tier: pinTier, reason, until } : undefined,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      setFields(result.fields ?? {});
      return;
    }
    setFields({});
    toast.success(method === "PUT" ? "Tier pinned." : "Pin ended; the tier rules apply again.");
    startTransition(() => router.refresh());
  }

  return (
    <form
      aria-label="Pin the tier"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send("PUT");
      }}
    >
      <FormField label="Pin to tier" error={fields.tier}>
        {(field) => (
          <select
            {...field}
            value={pinTier}
            onChange={(e) => setPinTier(e.target.value)}
            className={inputClass}
          >
            {tierIds.map((id) => (
              <option key={id} value={id}>
                {tierLabel(id)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Reason" error={fields.reason}>
        {(field) => (
          <input
            {...field}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Until (the end of this day, UTC)" error={fields.until}>
        {(field) => (
          <input
            {...field}
            type="date"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          Pin tier
        </button>
        {pinnedUntil ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void send("DELETE")}
            className={secondaryButtonClass}
          >
            End the pin
          </button>
        ) : null}
      </div>
    </form>
  );
}
