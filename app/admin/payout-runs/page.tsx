import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { Panel } from "@/components/admin/detail-list";
import { formatDate, formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { countOf } from "@/lib/plural";
import { MarkPaidForm, RunBuilder } from "@/components/admin/lazy-forms";
import { formatMajor, formatMoneyList } from "@/lib/money";
import { payoutMethodLabels as methodLabels } from "@/lib/validation/payout-options";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listPayouts } from "@/lib/server/payouts/console";
import { listPayoutRuns } from "@/lib/server/payouts/runs";

export const metadata = { title: "Payout runs" };

export default async function PayoutRunsPage() {
  await requireAdminPage();
  const open = await listPayouts({ status: "requested", page: 1, pageSize: 100, q: "" });
  const runs = await listPayoutRuns();
  return (
    <>
      <PageHeader
        title="Payout runs"
        description="Pay several payout requests at once: create a run, give the bank its payment files (SEPA XML for EUR bank accounts, CSV for the rest), then mark the run paid."
        back={{ href: "/admin/payouts", label: "Payouts" }}
      />
      <div className="flex flex-col gap-6">
        <Panel title="New run">
          <RunBuilder
            requests={open.items
              .filter((item) => !item.runId)
              .map((item) => ({
                id: item.id,
                partnerName: item.partnerName,
                amount: formatMajor(item.amount, item.currency),
                destination: item.method
                  ? `${methodLabels[item.method.type] ?? item.method.type} ${item.method.masked}`
                  : "No method",
                requestedAt: formatDate(item.createdAt),
              }))}
          />
        </Panel>
        <DataTable
          caption="Payout runs"
          columns={["Created", "Requests", "Total", "Status", "Payment files", "Payment"]}
          isEmpty={runs.length === 0}
          empty="No payout runs yet."
        >
          {runs.map((run) => (
            <tr key={run.id}>
              <Cell>{formatDateTime(run.createdAt)}</Cell>
              <Cell>{run.requests}</Cell>
              <Cell>
                {formatMoneyList(
                  run.totals.map((total) => ({ minor: total.amountMinor, currency: total.currency })),
                )}
              </Cell>
              <Cell>
                <Badge value={run.status} />
              </Cell>
              <Cell>
                {/* A file only when the run has a payout for it (SEPA: EUR to an IBAN; CSV: the rest). */}
                {run.files.sepa ? (
                  <a className="underline" href={`/api/admin/payout-runs/${run.id}/file?format=sepa`}>
                    SEPA XML<span className="sr-only"> of the run of {formatDateTime(run.createdAt)}</span>
                  </a>
                ) : null}{" "}
                {run.files.csv ? (
                  <a className="underline" href={`/api/admin/payout-runs/${run.id}/file?format=csv`}>
                    CSV<span className="sr-only"> of the run of {formatDateTime(run.createdAt)}</span>
                  </a>
                ) : null}
                {!run.files.sepa && !run.files.csv ? "—" : null}
              </Cell>
              <Cell>
                {run.status === "open" ? (
                  <MarkPaidForm
                    payoutId={run.id}
                    url={`/api/admin/payout-runs/${run.id}/paid`}
                    partnerName={`run of ${formatDateTime(run.createdAt)}`}
                    amount={countOf(run.requests, "payout")}
                  />
                ) : (
                  `${run.paymentReference ?? ""}, ${formatDate(run.paidOn)}`
                )}
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
