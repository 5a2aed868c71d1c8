import { formatMoney } from "@/lib/money";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDate } from "@/components/admin/format";
import { MdfAllocationForm, MdfApproveForm, MdfReasonForm } from "@/components/admin/lazy-forms";
import { PageHeader } from "@/components/admin/page-header";
import { TabLinks } from "@/components/admin/tab-links";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { getDb } from "@/lib/server/db";
import { listConsoleMdf, listMdfActivities } from "@/lib/server/mdf/console-reads";
import { quarterOf } from "@/lib/server/mdf/quarters";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import { firstParam } from "@/lib/validation/admin";
import { mdfActivityLabels, mdfRequestStatusLabels } from "@/lib/validation/mdf";

export const metadata = { title: "Market development" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The programme team's market development: the requests and claims waiting for a decision
// (or every request), each activity's spend and return, and the partners' allocations.
export default async function MarketDevelopmentPage({ searchParams }: Props) {
  await requireAdminPage();
  const status = firstParam(await searchParams, "status") === "all" ? "all" : "waiting";
  const db = await getDb();
  const [requests, activities, partners] = await Promise.all([
    listConsoleMdf(status),
    listMdfActivities(),
    db
      .selectFrom("partners")
      .select(["id", "company_name as name"])
      .where("status", "=", "active")
      .orderBy("company_name")
      .limit(500)
      .execute(),
  ]);
  const money = (minor: number | null, currency: string) =>
    minor === null ? "—" : formatMoney(minor, currency);
  return (
    <>
      <PageHeader
        title="Market development"
        description="Partners' fund requests and claims with proof of performance. Approve in full or in part, ask for changes, or refuse with a reason; an approved claim is paid with the partner's next payout."
      />
      <TabLinks
        label="Market development requests"
        tabs={[
          {
            href: "/admin/market-development",
            label: "To decide",
            count: undefined,
            current: status === "waiting",
          },
          {
            href: "/admin/market-development?status=all",
            label: "All",
            count: undefined,
            current: status === "all",
          },
        ]}
      />
      <DataTable
        caption="Market development requests"
        columns={["Partner", "Activity", "Amounts", "Status", "Claim", "Decision"]}
        empty="Nothing waits for a decision."
        isEmpty={requests.length === 0}
      >
        {requests.map((request) => (
          <tr key={request.id}>
            <Cell>{request.partnerName}</Cell>
            <Cell>
              <p className="font-medium">{request.title}</p>
              <p className="text-xs text-slate-600">
                {mdfActivityLabels[request.activityType]}, {formatDate(request.startDate)} to{" "}
                {formatDate(request.endDate)}
              </p>
              <p className="mt-1 max-w-xs whitespace-pre-line text-xs text-slate-700">
                {request.description}
              </p>
              {request.planFile ? (
                <p className="mt-1 text-xs">
                  Plan:{" "}
                  <a
                    className="text-brand-dark underline"
                    href={`/api/admin/mdf/requests/${request.id}/plan`}
                  >
                    {request.planFile.name}
                  </a>
                </p>
              ) : null}
            </Cell>
            <Cell>
              <p>Requested {money(request.amountMinor, request.currency)}</p>
              <p>Approved {money(request.approvedMinor, request.currency)}</p>
            </Cell>
            <Cell>
              <Badge value={request.status} label={mdfRequestStatusLabels[request.status]} />
              {request.claimDeadline ? (
                <p className="mt-1 text-xs text-slate-600">Claim by {formatDate(request.claimDeadline)}</p>
              ) : null}
            </Cell>
            <Cell>
              {request.claim ? (
                <div className="space-y-1 text-xs">
                  <p>
                    Spent {money(request.claim.actualSpendMinor, request.currency)}, claims{" "}
                    {money(request.claim.amountMinor, request.currency)}
                  </p>
                  <p className="max-w-xs whitespace-pre-line">{request.claim.results}</p>
                  <ul>
                    {request.claim.files.map((file) => (
                      <li key={file.id}>
                        <a className="text-brand-dark underline" href={`/api/admin/mdf/files/${file.id}`}>
                          {file.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                "—"
              )}
            </Cell>
            <Cell className="min-w-56">
              {request.status === "submitted" ? (
                <div className="flex flex-col gap-2">
                  <MdfApproveForm
                    url={`/api/admin/mdf/requests/${request.id}/approve`}
                    currency={request.currency}
                    subject={`Request "${request.title}"`}
                  />
                  <MdfReasonForm
                    url={`/api/admin/mdf/requests/${request.id}/changes`}
                    label="Ask for changes"
                    success="The partner was asked for changes."
                  />
                  <MdfReasonForm
                    url={`/api/admin/mdf/requests/${request.id}/reject`}
                    label="Refuse"
                    success="Request refused; the partner was told why."
                  />
                </div>
              ) : request.status === "claimed" && request.claim ? (
                <div className="flex flex-col gap-2">
                  <MdfApproveForm
                    url={`/api/admin/mdf/claims/${request.claim.id}/approve`}
                    currency={request.currency}
                    subject={`Claim for "${request.title}"`}
                  />
                  <MdfReasonForm
                    url={`/api/admin/mdf/claims/${request.claim.id}/reject`}
                    label="Refuse claim"
                    success="Claim refused; the partner was told why."
                  />
                </div>
              ) : (
                "—"
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>

      <h2 className="mb-3 mt-10 text-lg font-semibold text-ink">Activities: spend and return</h2>
      <DataTable
        caption="Market development activities with spend and return"
        columns={["Partner", "Activity", "Status", "Spend", "Pipeline", "Won", "Return"]}
        empty="No approved activities yet."
        isEmpty={activities.length === 0}
      >
        {activities.map((activity) => (
          <tr key={activity.id}>
            <Cell>{activity.partnerName}</Cell>
            <Cell>{activity.title}</Cell>
            <Cell>
              <Badge value={activity.status} label={mdfRequestStatusLabels[activity.status]} />
            </Cell>
            <Cell>{money(activity.spendMinor, activity.currency)}</Cell>
            <Cell>{money(activity.pipelineMinor, activity.currency)}</Cell>
            <Cell>
              {money(activity.wonMinor, activity.currency)} ({activity.dealCount} deals)
            </Cell>
            <Cell>{activity.returnRatio === null ? "—" : `${activity.returnRatio}×`}</Cell>
          </tr>
        ))}
      </DataTable>

      <h2 className="mb-3 mt-10 text-lg font-semibold text-ink">Allocate funds</h2>
      <p className="mb-3 max-w-2xl text-sm text-slate-600">
        Each partner&apos;s quarterly budget comes from its tier. Set a partner&apos;s own allocation for a
        quarter, or add a one-off top-up; both need a reason and are audited.
      </p>
      <MdfAllocationForm partners={partners} quarter={quarterOf(new Date())} currency={reportingCurrency()} />
    </>
  );
}
