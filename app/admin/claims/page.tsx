import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime, queryString } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { TabLinks } from "@/components/admin/tab-links";
import { countClaimsByStatus, listClaims } from "@/lib/server/claims/console";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { enumLabel } from "@/content/portal-labels";
import { countryName, industryLabel } from "@/lib/option-labels";
import { claimTabs, firstParam, parseChoice } from "@/lib/validation/admin";

export const metadata = { title: "Claims" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClaimsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const status = parseChoice(claimTabs, firstParam(params, "status"));
  const query = { ...parseListQuery(params), status };
  const [page, counts] = await Promise.all([listClaims(query), countClaimsByStatus()]);
  const reviewed = status !== "pending";
  return (
    <>
      <PageHeader
        title="Claims"
        description="Partnership claims from the claim form. Approving one emails the applicant a registration link valid for 7 days."
      />
      <TabLinks
        label="Claim status"
        tabs={claimTabs.map((tab) => ({
          href: `/admin/claims${queryString({ status: tab === "pending" ? undefined : tab, q: query.q })}`,
          label: enumLabel(tab),
          count: counts[tab],
          current: tab === status,
        }))}
      />
      <SearchBox
        action="/admin/claims"
        q={query.q}
        label="Search company, email or name"
        keep={status === "pending" ? {} : { status }}
      />
      <DataTable
        caption={`${enumLabel(status)} claims`}
        columns={[
          "Company",
          "Contact",
          "Country",
          "Industry",
          "Submitted",
          ...(reviewed ? ["Reviewed", "Status"] : []),
        ]}
        isEmpty={page.items.length === 0}
        empty={
          query.q
            ? `No ${enumLabel(status).toLowerCase()} claims match “${query.q}”.`
            : `No ${enumLabel(status).toLowerCase()} claims.`
        }
      >
        {page.items.map((claim) => (
          <tr key={claim.id}>
            <Cell>
              <Link
                href={`/admin/claims/${claim.id}`}
                className="font-medium text-brand-dark underline-offset-2 hover:underline"
              >
                {claim.companyName}
              </Link>
            </Cell>
            <Cell>
              {claim.contactName}
              <br />
              <span className="text-slate-600">{claim.companyEmail}</span>
            </Cell>
            <Cell>
              {claim.country === "other" ? (claim.customCountry ?? "Other") : countryName(claim.country)}
            </Cell>
            <Cell>
              {claim.industry === "other" ? (claim.customIndustry ?? "Other") : industryLabel(claim.industry)}
            </Cell>
            <Cell>{formatDateTime(claim.createdAt)}</Cell>
            {reviewed ? (
              <>
                <Cell>
                  {formatDateTime(claim.reviewedAt)}
                  <br />
                  <span className="text-slate-600">by {claim.reviewedBy ?? "—"}</span>
                </Cell>
                <Cell>
                  <Badge value={status} />
                </Cell>
              </>
            ) : null}
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/claims"
        params={{ ...(status === "pending" ? {} : { status }), q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="claims"
      />
    </>
  );
}
