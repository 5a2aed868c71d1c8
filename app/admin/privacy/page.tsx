import { ConfirmActionButton } from "@/components/admin/confirm-action-button";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { TabLinks } from "@/components/admin/tab-links";
import { PersonDataForm } from "@/components/admin/lazy-forms";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listDeletionRequests } from "@/lib/server/privacy/deletion-requests";
import { firstParam } from "@/lib/validation/admin";
import { deletionStatuses } from "@/lib/validation/privacy";

export const metadata = { title: "Privacy" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PrivacyPage({ searchParams }: Props) {
  await requireAdminPage();
  const requested = firstParam(await searchParams, "status");
  const status = deletionStatuses.find((value) => value === requested) ?? "pending";
  const requests = await listDeletionRequests(status);
  return (
    <>
      <PageHeader
        title="Privacy"
        description="Requests to close an account, and one person's data by email address: export it, or erase it. Approving a request or erasing a person cannot be undone; commissions and payouts stay, without the person's contact details."
      />
      <TabLinks
        label="Deletion requests"
        tabs={deletionStatuses.map((name) => ({
          href: name === "pending" ? "/admin/privacy" : `/admin/privacy?status=${name}`,
          label: name === "pending" ? "Waiting" : "Approved",
          current: name === status,
        }))}
      />
      <DataTable
        caption={status === "pending" ? "Requests waiting for approval" : "Approved requests"}
        columns={[
          "Person",
          "Company",
          "Reason",
          "Asked",
          ...(status === "pending" ? ["Actions"] : ["Approved"]),
        ]}
        isEmpty={requests.length === 0}
        empty={status === "pending" ? "No requests are waiting." : "No approved requests."}
      >
        {requests.map((request) => (
          <tr key={request.id}>
            <Cell className="break-all">
              {request.name || "—"}
              <span className="block text-xs text-slate-600">{request.email}</span>
            </Cell>
            <Cell>{request.companyName ?? "—"}</Cell>
            <Cell className="max-w-xs break-words">
              {request.reason ?? <span className="text-slate-600">—</span>}
            </Cell>
            <Cell>{formatDateTime(request.requestedAt)}</Cell>
            {status === "pending" ? (
              <Cell>
                <ConfirmActionButton
                  url={`/api/admin/deletion-requests/${request.id}/approve`}
                  label="Approve and erase"
                  ariaLabel={`Approve and erase: ${request.email}`}
                  pendingLabel="Erasing…"
                  success={`${request.name || request.email}'s account is closed and their personal data erased.`}
                  title={`Close ${request.name || request.email}'s account and erase their data?`}
                  description={`${request.email} can no longer sign in, and their name, email address and phone number are erased from every record. Commissions and payouts stay, without their contact details. They get one last email saying so. This cannot be undone.`}
                  confirmLabel="Approve and erase"
                />
              </Cell>
            ) : (
              <Cell>{formatDateTime(request.decidedAt)}</Cell>
            )}
          </tr>
        ))}
      </DataTable>
      <section className="mt-8 max-w-xl">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">One person&apos;s data</h2>
        <PersonDataForm />
      </section>
    </>
  );
}
