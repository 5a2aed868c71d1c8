import Link from "next/link";
import { formatMajor } from "@/lib/money";
import { ActionButton } from "@/components/admin/action-button";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDate, formatDateTime, queryString } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { TabLinks } from "@/components/admin/tab-links";
import { listAllCommissions } from "@/lib/server/commissions/console";
import { commissionTabs } from "@/lib/validation/commissions";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { enumLabel } from "@/content/portal-labels";
import { firstParam, parseChoice } from "@/lib/validation/admin";

export const metadata = { title: "Commissions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CommissionsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const status = parseChoice(commissionTabs, firstParam(params, "status"));
  const query = { ...parseListQuery(params), status };
  const page = await listAllCommissions(query);
  const keep: Record<string, string> = status === "pending" ? {} : { status };
  return (
    <>
      <PageHeader
        title="Commissions"
        description="Commissions of won deals at each partner's rate. Approved commissions count towards the partner's payout."
        back={{ href: "/admin/deals", label: "Deals" }}
        actions={
          <a
            href={`/api/admin/commissions/export${queryString({ status: status === "all" ? undefined : status, q: query.q })}`}
            className="text-sm text-brand-dark underline"
          >
            Export CSV
          </a>
        }
      />
      <TabLinks
        label="Commission status"
        tabs={commissionTabs.map((tab) => ({
          href: `/admin/commissions${queryString({ status: tab === "pending" ? undefined : tab, q: query.q })}`,
          label: enumLabel(tab),
          current: tab === status,
        }))}
      />
      <SearchBox
        action="/admin/commissions"
        q={query.q}
        label="Search customer, partner or reference"
        keep={keep}
      />
      <DataTable
        caption={`${enumLabel(status)} commissions`}
        columns={["Deal", "Partner", "Amount", "Rate", "Status", "Created", "Paid", ""]}
        isEmpty={page.items.length === 0}
        empty="No commissions."
      >
        {page.items.map((item) => (
          <tr key={item.id}>
            <Cell>
              {item.dealId ? (
                <Link href={`/admin/deals/${item.dealId}`} className="text-brand-dark underline">
                  {item.customerName ?? "Unknown Deal"}
                </Link>
              ) : (
                "Unknown Deal"
              )}
            </Cell>
            <Cell>{item.partnerName}</Cell>
            <Cell>{formatMajor(item.amount, item.currency)}</Cell>
            <Cell>{item.rate}%</Cell>
            <Cell>
              <Badge value={item.status} />
            </Cell>
            <Cell>{formatDateTime(item.createdAt)}</Cell>
            <Cell>
              {item.paymentReference ? `${item.paymentReference}, ${formatDate(item.payoutDate)}` : "—"}
            </Cell>
            <Cell>
              {item.status === "pending" ? (
                <ActionButton
                  url={`/api/admin/commissions/${item.id}/approve`}
                  label="Approve"
                  pendingLabel="Approving…"
                  success="Commission approved."
                  ariaLabel={`Approve commission for ${item.customerName ?? "deal"}`}
                />
              ) : null}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/commissions"
        params={{ ...keep, q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="commissions"
      />
    </>
  );
}
