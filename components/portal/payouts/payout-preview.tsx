import { formatConversion, formatMoney } from "@/lib/money";
import { payoutMethodLabels } from "@/lib/validation/payout-options";
import type { PayoutPreview } from "@/lib/validation/payouts";

// Request Payment's first step: exactly what would be paid (each commission in its own
// currency, each conversion with its rate and the rate's date, the total in the payout
// currency and where it goes, masked), or why it cannot be requested yet.

export function PayoutPreviewView({ preview }: { preview: PayoutPreview }) {
  const converted = preview.conversions.filter((line) => line.from !== line.to);
  return (
    <div className="space-y-4 text-sm text-slate-800" data-testid="payout-preview">
      {preview.commissions.length === 0 ? (
        <p>You have no approved commissions waiting to be requested.</p>
      ) : (
        <table className="w-full text-left">
          <caption className="sr-only">Commissions this payment covers</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-semibold">
                Commission
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.commissions.map((line) => (
              <tr key={line.id}>
                <td className="py-1">{line.customerName}</td>
                <td className="py-1 text-right tabular-nums">
                  {formatMoney(line.amountMinor, line.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {converted.length ? (
        <div>
          <p className="font-semibold text-ink">Conversions into {preview.currency}</p>
          <ul className="list-disc pl-5" data-testid="payout-preview-conversions">
            {converted.map((line) => (
              <li key={line.from}>{formatConversion(line)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.commissions.length && !preview.problem ? (
        <p className="text-base font-semibold text-ink" data-testid="payout-preview-total">
          Total: {formatMoney(preview.totalMinor, preview.currency)}
        </p>
      ) : null}
      {preview.destination ? (
        <p>
          Paid to: {payoutMethodLabels[preview.destination.type] ?? preview.destination.type}{" "}
          {preview.destination.masked}
          {preview.destination.accountHolder ? ` (${preview.destination.accountHolder})` : ""}
        </p>
      ) : null}
      {preview.problem ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" role="alert">
          {preview.problem}
        </p>
      ) : null}
    </div>
  );
}
