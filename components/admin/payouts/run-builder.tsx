"use client";

import { FormError, primaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

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
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/payout-runs").then((m) => m.payoutRunSchema),
    url: "/api/admin/payout-runs",
    defaultValues: { requestIds: [] },
    success: "Payout run created: download its payment files, then mark it paid.",
    resetOnSuccess: true,
  });
  const chosen = form.watch("requestIds") ?? [];

  function toggle(id: string) {
    const next = chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id];
    form.setValue("requestIds", next);
    form.clearErrors("requestIds");
  }

  if (requests.length === 0)
    return <p className="text-sm text-slate-700">No open payout request is outside a run.</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="New payout run">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Open payout requests</legend>
        {requests.map((request) => (
          <label key={request.id} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={chosen.includes(request.id)}
              onChange={() => toggle(request.id)}
            />
            {request.partnerName}: {request.amount} to {request.destination} (requested {request.requestedAt})
          </label>
        ))}
      </fieldset>
      <FormError message={errors.requestIds?.message ?? serverError} />
      <button type="submit" className={primaryButtonClass} disabled={submitting || chosen.length === 0}>
        {submitting ? "Creating…" : `Create payout run (${chosen.length})`}
      </button>
    </form>
  );
}
