import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { enumLabel } from "@/content/portal-labels";
import { Cell, DataTable } from "@/components/admin/data-table";
import { MarkPaidForm } from "@/components/admin/lazy-forms";
import { formatDate, formatDateTime, queryString } from "@/components/admin/format";
import { formatMajor } from "@/lib/money";
import { payoutMethodLabels as methodLabels } from "@/lib/validation/payout-options";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { TabLinks } from "@/components/admin/tab-links";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { listPayouts } from "@/lib/server/payouts/console";
import { payoutTabs } from "@/lib/validation/payouts";
import { firstParam, parseChoice } from "@/lib/validation/admin";

export const metadata = { title: "Payouts" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
export default async function PayoutsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const status = parseChoice(payoutTabs, firstParam(params, "status"));
  const query = { ...parseListQuery(params), status };
  const page = await listPayouts(query);
  const keep: Record<string, string> = status === "requested" ? {} : { status };
  return (
    <>
      <PageHeader
        title="Payouts"
        description="Payment requests by partners, each covering their approved, unpaid commissions. Mark one paid once the money is sent."
        back={{ href: "/admin/deals", label: "Deals" }}
      />
      <p className="mb-4 flex gap-4 text-sm">
        <Link className="underline" href="/admin/payout-runs">
          Payout runs
        </Link>
        <Link className="underline" href="/admin/exchange-rates">
          Exchange rates
        </Link>
        {/* A download, not a page: the 1099-NEC list of last year (TINs masked). */}
        <a
          className="underline"
          href={`/api/admin/tax/1099?year=${new Date().getUTCFullYear() - 1}`}
          download
        >
          1099-NEC list {new Date().getUTCFullYear() - 1} (CSV)
        </a>
        {/* The same year's forms for the IRS's IRIS upload: full TINs, so two-factor only. */}
        <a
          className="underline"
          href={`/api/admin/tax/1099/iris?year=${new Date().getUTCFullYear() - 1}`}
          download
        >
          1099-NEC IRIS file {new Date().getUTCFullYear() - 1} (CSV)
        </a>
      </p>
      <TabLinks
        label="Payout status"
        tabs={payoutTabs.map((tab) => ({
          href: `/admin/payouts${queryString({ status: tab === "requested" ? undefined : tab, q: query.q })}`,
          label: enumLabel(tab),
          current: tab === status,
        }))}
      />
      <SearchBox action="/admin/payouts" q={query.q} label="Search partner or reference" keep={keep} />
      <DataTable
        caption={`${enumLabel(status)} payouts`}
        columns={["Partner", "Amount", "Destination", "Requested", "Status", "Payment"]}
        isEmpty={page.items.length === 0}
        empty="No payout requests."
      >
        {page.items.map((item) => (
          <tr key={item.id}>
            <Cell>{item.partnerName}</Cell>
            <Cell>{formatMajor(item.amount, item.currency)}</Cell>
            <Cell>
              {item.method
                ? `${methodLabels[item.method.type] ?? item.method.type} ${item.method.masked}`
                : "No method"}
            </Cell>
            <Cell>{formatDateTime(item.createdAt)}</Cell>
            <Cell>
              <Badge value={item.status} />
            </Cell>
            <Cell>
              {item.status === "requested" && item.runId ? (
                <Link className="underline" href="/admin/payout-runs">
                  In a payout run
                </Link>
              ) : item.status === "requested" ? (
                <MarkPaidForm
                  payoutId={item.id}
                  partnerName={item.partnerName}
                  amount={formatMajor(item.amount, item.currency)}
                />
              ) : (
                <>
                  {`${item.paymentReference ?? ""}, ${formatDate(item.paidOn)}`}{" "}
                  <a
                    className="underline"
                    href={`/api/admin/payouts/${item.id}/statement`}
                    target="_blank"
                    rel="noopener"
                  >
                    Statement<span className="sr-only"> for {item.partnerName} (PDF)</span>
                  </a>
                </>
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/payouts"
        params={{ ...keep, q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="payouts"
      />
    </>
  );
}
