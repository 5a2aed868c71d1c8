import Link from "next/link";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime } from "@/components/admin/format";
import { enumLabel } from "@/content/portal-labels";
import { countryName } from "@/lib/option-labels";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { listRegistrations } from "@/lib/server/registration/console";

export const metadata = { title: "Registrations" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegistrationsPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = { ...parseListQuery(await searchParams), status: "pending_approval" as const };
  const page = await listRegistrations(query);
  return (
    <>
      <PageHeader
        title="Registrations"
        description="Companies that registered openly and wait for approval, oldest first. Approving one activates its account."
      />
      <SearchBox action="/admin/registrations" q={query.q} label="Search company, email or name" />
      <DataTable
        caption="Registrations waiting for approval"
        columns={["Company", "Contact", "Partnership", "Country", "Documents", "Registered"]}
        isEmpty={page.items.length === 0}
        empty={
          query.q
            ? `No waiting registrations match “${query.q}”.`
            : "No registrations are waiting for approval."
        }
      >
        {page.items.map((item) => (
          <tr key={item.partnerId}>
            <Cell>
              <Link
                href={`/admin/registrations/${item.partnerId}`}
                className="font-medium text-brand-dark underline-offset-2 hover:underline"
              >
                {item.companyName}
              </Link>
            </Cell>
            <Cell>
              {item.contactName}
              <br />
              <span className="text-slate-600">{item.email}</span>
              <br />
              <span className="text-slate-600">
                {item.emailVerified ? "Email verified" : "Email not verified"}
              </span>
            </Cell>
            <Cell>{enumLabel(item.partnershipType)}</Cell>
            <Cell>{countryName(item.country)}</Cell>
            <Cell>{item.attachmentCount}</Cell>
            <Cell>{formatDateTime(item.createdAt)}</Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/registrations"
        params={{ q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="registrations"
      />
    </>
  );
}
