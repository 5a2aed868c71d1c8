import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDate } from "@/components/admin/format";
import { enumLabel } from "@/content/portal-labels";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { listPartners } from "@/lib/server/partners/console";

export const metadata = { title: "Partners" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PartnersPage({ searchParams }: Props) {
  await requireAdminPage();
  // Every company, whatever its state: the page has no status filter.
  const query = parseListQuery(await searchParams);
  const page = await listPartners({ page: query.page, q: query.q, pageSize: query.pageSize });
  return (
    <>
      <PageHeader
        title="Partners"
        description="Every partner company, newest first. Open one to manage its tier, deals, commissions and the rest of its dashboard."
      />
      <SearchBox action="/admin/partners" q={query.q} label="Search company, website, email or name" />
      <DataTable
        caption="Partner companies"
        columns={["Company", "Primary contact", "Tier", "Certification", "Status", "Points", "Since"]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No partners match “${query.q}”.` : "No partners yet."}
      >
        {page.items.map((partner) => (
          <tr key={partner.id}>
            <Cell>
              <Link
                href={`/admin/partners/${partner.id}`}
                className="font-medium text-brand-dark underline-offset-2 hover:underline"
              >
                {partner.companyName}
              </Link>
            </Cell>
            <Cell className="break-all">{partner.primaryEmail ?? "—"}</Cell>
            <Cell>{enumLabel(partner.tier)}</Cell>
            <Cell>
              <Badge value={partner.certificationStatus} />
            </Cell>
            <Cell>
              <Badge value={partner.status} />
            </Cell>
            <Cell>{partner.points}</Cell>
            <Cell>{formatDate(partner.createdAt)}</Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/partners"
        params={{ q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="partners"
      />
    </>
  );
}
