import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime, queryString } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { TabLinks } from "@/components/admin/tab-links";
import {
  countReferralsByStatus,
  listReferralQueue,
  referralQueueTabs,
  type ReferralQueueTab,
} from "@/lib/server/referrals/referral-queue";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { firstParam, parseChoice } from "@/lib/validation/admin";

export const metadata = { title: "Referrals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const tabLabels = {
  open: "Open",
  submitted: "New",
  converted: "Converted",
  closed: "Closed",
  all: "All",
} as const;
const tabCount = (tab: ReferralQueueTab, counts: Record<string, number>) => {
  const sum = (statuses: string[]) => statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);
  if (tab === "open") return sum(["submitted", "contacted", "qualified", "proposal_sent"]);
  if (tab === "all") return sum(Object.keys(counts));
  return counts[tab] ?? 0;
};

export default async function ReferralsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const status = parseChoice(referralQueueTabs, firstParam(params, "status"));
  const query = { ...parseListQuery(params), status };
  const [page, counts] = await Promise.all([listReferralQueue(query), countReferralsByStatus()]);
  return (
    <>
      <PageHeader
        title="Referrals"
        description="Leads referred by partners, new first and then oldest first. Move each through contacted, qualified, proposal sent, converted or closed; the partner is emailed."
      />
      <TabLinks
        label="Referral status"
        tabs={referralQueueTabs.map((tab) => ({
          href: `/admin/referrals${queryString({ status: tab === "open" ? undefined : tab, q: query.q })}`,
          label: tabLabels[tab],
          count: tabCount(tab, counts),
          current: tab === status,
        }))}
      />
      <SearchBox
        action="/admin/referrals"
        q={query.q}
        label="Search company, contact, email or partner"
        keep={status === "open" ? {} : { status }}
      />
      <DataTable
        caption={`${tabLabels[status]} referrals`}
        columns={["Company", "Contact", "Partner", "Expected value", "Status", "Referred"]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No referrals match “${query.q}”.` : "No referrals."}
      >
        {page.items.map((referral) => (
          <tr key={referral.id}>
            <Cell>
              <Link
                href={`/admin/referrals/${referral.id}`}
                className="font-medium text-brand-dark underline-offset-2 hover:underline"
              >
                {referral.company}
              </Link>
            </Cell>
            <Cell>
              {referral.contact}
              <br />
              <span className="text-slate-600">{referral.email}</span>
            </Cell>
            <Cell>{referral.partnerName}</Cell>
            <Cell>{formatMoney(referral.expectedValueMinor, referral.currency)}</Cell>
            <Cell>
              <Badge value={referral.status} />
            </Cell>
            <Cell>{formatDateTime(referral.referredDate)}</Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/referrals"
        params={{ ...(status === "open" ? {} : { status }), q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="referrals"
      />
    </>
  );
}
