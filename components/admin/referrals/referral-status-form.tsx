"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { enumLabel } from "@/content/portal-labels";
import { referralTeamStatuses } from "@/lib/validation/referral-options";
import { callConsole } from "@/lib/client/console";
import { FormError, inputClass, primaryButtonClass } from "../form-field";

// The team's one decision on a referral: its status, with an optional note the partner reads.
export function ReferralStatusForm({ referralId, status }: { referralId: string; status: string }) {
  const router = useRouter();
  const selectId = useId();
  const noteId = useId();
  const [value, setValue] = useState(referralTeamStatuses.find((s) => s !== status) ?? "contacted");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await callConsole(`/api/admin/referrals/${referralId}/status`, {
      body: { status: value, note: note.trim() || undefined },
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.success("Status updated; the partner was emailed.");
    setNote("");
    startTransition(() => router.refresh());
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        Status
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(e) => setValue(e.target.value as typeof value)}
        className={inputClass}
      >
        {referralTeamStatuses.map((option) => (
          <option key={option} value={option} disabled={option === status}>
            {enumLabel(option)}
            {option === status ? " (current)" : ""}
          </option>
        ))}
      </select>
      <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
        Note to the partner (optional)
      </label>
      <textarea
        id={noteId}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        className={inputClass}
        maxLength={1000}
      />
      <div>
        <button type="submit" disabled={busy || value === status} className={primaryButtonClass}>
          {busy ? "Saving…" : "Set status"}
        </button>
      </div>
      <FormError message={error} />
    </form>
  );
}
