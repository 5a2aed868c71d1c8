"use client";

import { useEffect, useState } from "react";
import { formatMoney } from "@/lib/money";
import { formatDay } from "@/lib/dates";
import { call } from "@/lib/client/api";
import type { Payout } from "@/lib/validation/payouts";

// The partner's payout requests in their payout currency, each converted line beside its
// original amount and the rate it converted at. Reloaded whenever the commissions change
// (a request or a payment changes their statuses).

// One date format for people everywhere: "28 Nov 2026".
const day = (iso: string | null) => formatDay(iso, "");

export function PayoutHistory({ version }: { version: string }) {
  const [payouts, setPayouts] = useState<Payout[] | null>(null);
  useEffect(() => {
    let live = true;
    void call<{ payouts: Payout[] }>("/api/partners/payouts", { signOutOn401: true }).then((result) => {
      if (live && result.ok) setPayouts(result.data.payouts);
    });
    return () => {
      live = false;
    };
  }, [version]);
  if (!payouts || payouts.length === 0) return null;
  return (
    <section
      aria-labelledby="payout-history-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="payout-history-heading" className="mb-3 text-lg font-semibold text-ink">
        Payouts
      </h2>
      <ul className="space-y-3 text-sm" data-testid="payout-history">
        {payouts.map((payout) => (
          <li key={payout.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-medium text-slate-900">
              {formatMoney(payout.amountMinor, payout.currency)}{" "}
              <span className="font-normal text-slate-700">
                {payout.status === "paid"
                  ? `paid on ${day(payout.paidOn)}, reference ${payout.paymentReference ?? ""}`
                  : `requested on ${day(payout.createdAt)}`}
              </span>
            </p>
            {payout.conversions
              .filter((line) => line.from !== line.to)
              .map((line) => (
                <p key={line.from} className="text-slate-700" data-testid="payout-conversion">
                  {formatMoney(line.originalMinor, line.from)} at 1 {line.from} = {line.rate} {line.to}:{" "}
                  {formatMoney(line.convertedMinor, line.to)}
                </p>
              ))}
            {payout.statementUrl ? (
              <a
                className="font-medium text-brand-dark underline"
                href={payout.statementUrl}
                target="_blank"
                rel="noopener"
              >
                Statement<span className="sr-only"> of the payout of {day(payout.createdAt)} (PDF)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
