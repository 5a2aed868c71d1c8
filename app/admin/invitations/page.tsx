import { ActionButton } from "@/components/admin/action-button";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime } from "@/components/admin/format";
import { InviteForm } from "@/components/admin/lazy-forms";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listInvitations } from "@/lib/server/registration/invitations";
import { parseListQuery } from "@/lib/server/db/pagination";

export const metadata = { title: "Invitations" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvitationsPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = parseListQuery(await searchParams);
  const page = await listInvitations(query);
  return (
    <>
      <PageHeader
        title="Invitations"
        description="Invite a company to register directly. The link is valid for 7 days; resending makes a new link and the old one stops working."
      />
      <div className="mb-8">
        <InviteForm />
      </div>
      <h2 className="mb-3 text-lg font-semibold text-ink">Sent invitations</h2>
      <SearchBox action="/admin/invitations" q={query.q} label="Search email or company" />
      <DataTable
        caption="Sent invitations"
        columns={["Company", "Email", "Status", "Sent", "Expires / used", "Times sent", "Actions"]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No invitations match “${query.q}”.` : "No invitations sent yet."}
      >
        {page.items.map((invitation) => (
          <tr key={invitation.id}>
            <Cell className="font-medium">{invitation.companyName}</Cell>
            <Cell className="break-all">{invitation.email}</Cell>
            <Cell>
              <Badge value={invitation.status} />
            </Cell>
            <Cell>
              {formatDateTime(invitation.createdAt)}
              {invitation.invitedBy ? (
                <span className="block text-slate-600">by {invitation.invitedBy}</span>
              ) : null}
            </Cell>
            <Cell>
              {invitation.usedAt
                ? `Used ${formatDateTime(invitation.usedAt)}`
                : formatDateTime(invitation.expiresAt)}
            </Cell>
            <Cell>{invitation.sentCount}</Cell>
            <Cell>
              {invitation.status === "used" ? null : (
                <ActionButton
                  url={`/api/admin/invitations/${invitation.id}/resend`}
                  label="Resend"
                  ariaLabel={`Resend the invitation to ${invitation.email}`}
                  pendingLabel="Resending…"
                  success="Invitation sent again with a new link."
                  variant="secondary"
                />
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/invitations"
        params={{ q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="invitations"
      />
    </>
  );
}
