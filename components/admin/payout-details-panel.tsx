import { formatDayTime } from "@/lib/dates";
import { DetailList } from "@/components/admin/detail-list";
import { RejectForm } from "@/components/admin/lazy-forms";
import { Badge } from "@/components/admin/badge";
import { partnerPayoutDetails } from "@/lib/server/payouts/console-details";
import { payoutMethodLabels as methodLabels } from "@/lib/validation/payout-options";

const statusText = { ready: "Ready", held: "Held after a change", missing: "Missing" } as const;

/** A partner's payout method (masked) and tax forms, with the rejection of the current form. */
export async function PayoutDetailsPanel({ partnerId }: { partnerId: string }) {
  const details = await partnerPayoutDetails(partnerId);
  const { method } = details;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <DetailList
        items={[
          ["Payout method", method ? `${methodLabels[method.type]} ${method.masked}` : "None on file"],
          ["Status", statusText[details.methodStatus as keyof typeof statusText]],
          ["Account holder", method?.accountHolder ?? null],
          ["BIC", method?.bic ?? null],
          ["Payout currency", method?.currency ?? null],
          ["Held until", method?.holdUntil ? formatDayTime(method.holdUntil) : null],
          ["Method changes", String(details.methodChanges)],
        ]}
      />
      <h3 className="font-semibold text-ink">Tax forms</h3>
      {details.taxForms.length === 0 ? <p className="text-slate-700">No tax form on file.</p> : null}
      <ul className="flex flex-col gap-3">
        {details.taxForms.map((form) => (
          <li key={form.id} className="rounded-md border border-slate-200 p-3">
            <p className="mb-2 flex flex-wrap items-center gap-2">
              <strong>{form.form}</strong> <Badge value={form.replacedAt ? "replaced" : form.status} />
              <span className="text-slate-700">
                {form.legalName}, {form.country}, TIN {form.tinMasked ?? "none given"}; signed by{" "}
                {form.signatureName} on {form.signatureDate}
              </span>
            </p>
            {form.rejectionReason ? <p className="text-slate-700">Rejected: {form.rejectionReason}</p> : null}
            <details className="mt-2" data-testid="tax-form-lines">
              <summary className="cursor-pointer text-slate-800">The whole form</summary>
              <DetailList items={form.lines ?? []} />
              <p className="mt-2 font-medium text-slate-900">
                Certified{form.revision ? ` (${form.form}, ${form.revision})` : ""}
              </p>
              {form.certification ? (
                form.certification.split("\n\n").map((paragraph) => (
                  <p key={paragraph} className="mt-1 text-slate-700">
                    {paragraph}
                  </p>
                ))
              ) : (
                <p className="mt-1 text-slate-700">
                  Not recorded: the form was signed before the text was kept.
                </p>
              )}
            </details>
            {form.status === "submitted" && !form.replacedAt ? (
              <RejectForm
                url={`/api/admin/tax-forms/${form.id}/reject`}
                subject="Tax form"
                recipient="partner"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
