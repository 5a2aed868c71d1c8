import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { formatDate } from "@/components/portal/dashboard/format";
import { formatMoney } from "@/lib/money";
import { countOf } from "@/lib/plural";
import {
  mdfActivityLabels,
  mdfRequestStatusLabels,
  type MdfBudget,
  type MdfRequestView,
} from "@/lib/validation/mdf";
import { MdfClaimForm, MdfRequestForm } from "./lazy-mdf-forms";
import { MdfWithdrawButton } from "./mdf-withdraw-button";

// The partner's market development: the quarter's budget, a request form (for roles that may
// request), and each request with its decision, its claim and the deals it sourced. A request the
// team asked to change opens the same form, filled in, to revise it.

const figures: { key: keyof MdfBudget; label: string }[] = [
  { key: "allocatedMinor", label: "Allocated" },
  { key: "requestedMinor", label: "Requested" },
  { key: "committedMinor", label: "Approved (committed)" },
  { key: "claimedMinor", label: "Claimed" },
  { key: "paidMinor", label: "Paid" },
  { key: "remainingMinor", label: "Remaining" },
];

export function MdfOverview({
  budget,
  requests,
  canWrite,
  canRequest = canWrite,
}: {
  budget: MdfBudget;
  requests: MdfRequestView[];
  canWrite: boolean;
  /** The request form: a request draws on the current quarter, so a past quarter's page has none. */
  canRequest?: boolean;
}) {
  const money = (minor: number | null, currency = budget.currency) =>
    minor === null ? "—" : formatMoney(minor, currency);
  return (
    <div className="space-y-6">
      <Panel title={`Budget for ${budget.quarter}`}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="mdf-budget">
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt className="text-sm text-slate-600">{figure.label}</dt>
              <dd className="text-lg font-semibold text-ink">{money(budget[figure.key] as number)}</dd>
            </div>
          ))}
        </dl>
        {budget.carriedOverMinor > 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            Includes {money(budget.carriedOverMinor)} carried over from last quarter.
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">
          Unused funds lapse at the end of the quarter. Claim within the window after each activity ends.
        </p>
      </Panel>
      {canRequest ? (
        <Panel title="Request funds">
          <MdfRequestForm currency={budget.currency} remaining={money(budget.remainingMinor)} />
        </Panel>
      ) : null}
      <Panel title="Your activities">
        {requests.length === 0 ? (
          <p className="text-sm text-slate-600">No market development requests yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="mdf-requests">
            {requests.map((request) => (
              <li key={request.id} className="py-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-ink">{request.title}</h3>
                    <p className="text-sm text-slate-600">
                      {mdfActivityLabels[request.activityType]}, {formatDate(request.startDate)} to{" "}
                      {formatDate(request.endDate)}
                    </p>
                  </div>
                  <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                    {mdfRequestStatusLabels[request.status]}
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-800">
                  Requested {money(request.amountMinor, request.currency)}
                  {request.approvedMinor !== null
                    ? `, approved ${money(request.approvedMinor, request.currency)}`
                    : ""}
                  {request.claimDeadline && (request.status === "approved" || request.status === "claimed")
                    ? `; claim by ${formatDate(request.claimDeadline)}`
                    : ""}
                </p>
                {request.planFile ? (
                  <p className="mt-1 text-sm text-slate-700">
                    Plan:{" "}
                    <a
                      className="text-brand-dark underline"
                      href={`/api/partners/mdf/requests/${request.id}/plan`}
                    >
                      {request.planFile.name}
                    </a>
                  </p>
                ) : null}
                {request.decisionReason ? (
                  <p className="mt-1 text-sm text-slate-700">Programme team: {request.decisionReason}</p>
                ) : null}
                {request.claim ? (
                  <p className="mt-1 text-sm text-slate-700">
                    Claim: {money(request.claim.amountMinor, request.currency)} ({request.claim.status}
                    {request.claim.paid ? ", paid" : ""})
                    {request.claim.decisionReason ? `: ${request.claim.decisionReason}` : ""}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-600">
                  Results: {countOf(request.results.dealCount, "deal")} sourced, pipeline{" "}
                  {money(request.results.pipelineMinor, request.currency)}, won{" "}
                  {money(request.results.wonMinor, request.currency)}
                </p>
                {canWrite && (request.status === "submitted" || request.status === "changes_requested") ? (
                  <div className="mt-2">
                    <MdfWithdrawButton requestId={request.id} title={request.title} />
                  </div>
                ) : null}
                {canWrite && request.status === "changes_requested" ? (
                  <details className="mt-3 rounded-lg border border-slate-200 p-3">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-dark">
                      Change the request
                    </summary>
                    <div className="mt-3">
                      <MdfRequestForm
                        currency={request.currency}
                        remaining={
                          request.quarter === budget.quarter && request.currency === budget.currency
                            ? money(budget.remainingMinor + request.amountMinor, request.currency)
                            : undefined
                        }
                        request={request}
                      />
                    </div>
                  </details>
                ) : null}
                {canWrite && request.status === "approved" ? (
                  <MdfClaimForm
                    requestId={request.id}
                    currency={request.currency}
                    approved={money(request.approvedMinor, request.currency)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
