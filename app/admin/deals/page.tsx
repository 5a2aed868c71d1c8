import Link from "next/link";
import { formatMajor } from "@/lib/money";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime, queryString } from "@/components/admin/format";
import { enumLabel } from "@/content/portal-labels";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { TabLinks } from "@/components/admin/tab-links";
import { dealQueueTabs, listDealQueue } from "@/lib/server/deals/console-queue";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { firstParam, parseChoice } from "@/lib/validation/admin";

export const metadata = { title: "Deals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const tabLabels = {
  pending: "Pending",
  approved: "Approved",
  extension: "Extension requests",
  closed: "Closed",
  all: "All",
} as const;
// The table's caption names the deals each tab lists.
const captions = {
  pending: "Pending deals",
  approved: "Approved deals",
  extension: "Deals with an extension request",
  closed: "Closed deals",
  all: "All deals",
} as const;

export default async function DealsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const status = parseChoice(dealQueueTabs, firstParam(params, "status"));
  const query = { ...parseListQuery(params), status };
  const page = await listDealQueue(query);
  return (
    <>
      <PageHeader
        title="Deals"
        description="Deal registrations by partners, pending first and oldest first. Approval protects the customer for the partner; closed won creates the commission."
        actions={
          <div className="flex gap-3 text-sm">
            <Link href="/admin/commissions" className="text-brand-dark underline">
              Commissions
            </Link>
            <Link href="/admin/payouts" className="text-brand-dark underline">
              Payouts
            </Link>
          </div>
        }
      />
      <TabLinks
        label="Deal status"
        tabs={dealQueueTabs.map((tab) => ({
          href: `/admin/deals${queryString({ status: tab === "pending" ? undefined : tab, q: query.q })}`,
          label: tabLabels[tab],
          current: tab === status,
        }))}
      />
      <SearchBox
        action="/admin/deals"
        q={query.q}
        label="Search customer, domain or partner"
        keep={status === "pending" ? {} : { status }}
      />
      <DataTable
        caption={captions[status]}
        columns={["Customer", "Partner", "Value", "Stage", "Status", "Protection", "Submitted"]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No deals match “${query.q}”.` : "No deals."}
      >
        {page.items.map((deal) => (
          <tr key={deal._id}>
            <Cell>
              <Link
                href={`/admin/deals/${deal._id}`}
                className="font-medium text-brand-dark underline-offset-2 hover:underline"
              >
                {deal.customerName}
              </Link>
              <br />
              <span className="text-slate-600">{deal.customerDomain ?? "—"}</span>
            </Cell>
            <Cell>{deal.partnerName}</Cell>
            <Cell>{formatMajor(deal.dealSize, deal.currency)}</Cell>
            <Cell>{enumLabel(deal.stage)}</Cell>
            <Cell>
              <Badge value={deal.status} />
              {deal.extension.status === "requested" ? (
                <span className="ml-1 text-xs text-amber-900">extension requested</span>
              ) : null}
            </Cell>
            <Cell>{deal.protectionExpires ? formatDateTime(deal.protectionExpires) : "—"}</Cell>
            <Cell>{formatDateTime(deal.createdAt)}</Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/deals"
        params={{ ...(status === "pending" ? {} : { status }), q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="deals"
      />
    </>
  );
}
