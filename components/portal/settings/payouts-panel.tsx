"use client";

import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { PayoutDetailsSection } from "./payout-details-section";
import { TaxFormSection } from "./tax-form-section";

/** Settings, Payouts: where the money goes and the tax form, both needed before a payout request. */
export function PayoutsPanel() {
  return (
    <Panel title="Payouts">
      <div className="space-y-8">
        <section aria-labelledby="payout-method-heading">
          <h3 id="payout-method-heading" className="mb-3 text-base font-semibold text-slate-900">
            Payout method
          </h3>
          <PayoutDetailsSection />
        </section>
        <section aria-labelledby="tax-form-heading">
          <h3 id="tax-form-heading" className="mb-3 text-base font-semibold text-slate-900">
            Tax form
          </h3>
          <TaxFormSection />
        </section>
      </div>
    </Panel>
  );
}
