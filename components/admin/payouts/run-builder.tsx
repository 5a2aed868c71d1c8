"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { FormError, primaryButtonClass } from "../form-field";

export interface OpenRequest {
  id: string;
  partnerName: string;
  amount: string;
  requestedAt: string;
  /** The method and masked account the money goes to. */
  destination: string;
}

/** Picks open payout requests and takes them into a new payout run. */
export function RunBuilder({ requests }: { requests: OpenRequest[] }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function toggle(id: string) {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await callConsole("/api/admin/payout-runs", { body: { requestIds: [...chosen] } });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setChosen(new Set());
    toast.success("Payout run created: download its payment files, then mark it paid.");
    router.refresh();
  }

  if (requests.length === 0)
    return <p className="text-sm text-slate-700">No open payout request is outside a run.</p>;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      aria-label="New payout run"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Open payout requests</legend>
        {requests.map((request) => (
          <label key={request.id} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" checked={chosen.has(request.id)} onChange={() => toggle(request.id)} />
            {request.partnerName}: {request.amount} to {request.destination} (requested {request.requestedAt})
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <button type="submit" className={primaryButtonClass} disabled={busy || chosen.size === 0}>
        {busy ? "Creating…" : `Create payout run (${chosen.size})`}
      </button>
    </form>
  );
}
