import type { Metadata } from "next";
import { DealsTab } from "@/components/portal/dashboard/deals-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

export const metadata: Metadata = { title: "Deals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/deals: the deal pipeline. ?deal=<id> (the address a
// duplicate registration's 409 and the emails give) opens that deal's details; ?new=deal
// (the Overview's Submit Deal) opens the New Deal form.
export default async function DealsPage({ searchParams }: Props) {
  const query = await searchParams;
  const deal = typeof query.deal === "string" && /^[A-Za-z0-9-]{1,64}$/.test(query.deal) ? query.deal : null;
  const deals = await readPartnerData("deals");
  return (
    <TabPage tab="deals" failure={deals.ok ? null : deals.message}>
      {deals.ok ? (
        <DealsTab
          deals={deals.data.deals}
          total={deals.data.total}
          startWithForm={query.new === "deal"}
          startWithDeal={deal}
        />
      ) : null}
    </TabPage>
  );
}
