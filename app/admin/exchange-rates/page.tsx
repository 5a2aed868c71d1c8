import { Cell, DataTable } from "@/components/admin/data-table";
import { Panel } from "@/components/admin/detail-list";
import { formatDate, formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { ExchangeRateForm } from "@/components/admin/lazy-forms";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listExchangeRates } from "@/lib/server/money/exchange-rates";

export const metadata = { title: "Exchange rates" };

export default async function ExchangeRatesPage() {
  await requireAdminPage();
  const rates = await listExchangeRates();
  return (
    <>
      <PageHeader
        title="Exchange rates"
        description="The rates payout requests convert at: each applies from its first day until a later one of the same pair. Rates are never edited; the list is their history."
        back={{ href: "/admin/payouts", label: "Payouts" }}
      />
      <div className="flex flex-col gap-6">
        <Panel title="Add a rate">
          <ExchangeRateForm />
        </Panel>
        <DataTable
          caption="Exchange rates, newest first"
          columns={["Pair", "Rate", "Effective from", "Entered"]}
          isEmpty={rates.length === 0}
          empty="No exchange rates yet."
        >
          {rates.map((rate) => (
            <tr key={rate.id}>
              <Cell>
                {rate.base} → {rate.quote}
              </Cell>
              <Cell>{rate.rate}</Cell>
              <Cell>{formatDate(rate.effectiveFrom)}</Cell>
              <Cell>{formatDateTime(rate.createdAt)}</Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
