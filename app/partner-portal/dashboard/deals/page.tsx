import type { Metadata } from "next";
import { DealsTab } from "@/components/portal/dashboard/deals-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { can } from "@/lib/member-roles";
import { getSignedIn } from "@/lib/server/auth/guards";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";
import { mdfActivityChoices } from "@/lib/server/mdf/partner";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";

export const metadata: Metadata = { title: "Deals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/deals: the deal pipeline. ?deal=<id> (the address a
// duplicate registration's 409 and the emails give) opens that deal's details; ?new=deal
// (the Overview's Submit Deal) opens the New Deal form. The company's approved market
// development activities are read here (as data, no code): the form offers them only if any.
export default async function DealsPage({ searchParams }: Props) {
  const query = await searchParams;
  const deal = typeof query.deal === "string" && /^[A-Za-z0-9-]{1,64}$/.test(query.deal) ? query.deal : null;
  const deals = await readPartnerData("deals");
  const signedIn = await getSignedIn();
  const partnerId = signedIn?.user.partnerId;
  const mdfActivities =
    deals.ok && partnerId && !partnerApiBase() && can(signedIn.user.memberRole ?? "owner", "mdf:read")
      ? await mdfActivityChoices(partnerId)
      : [];
  return (
    <TabPage tab="deals" failure={deals.ok ? null : deals.message}>
      {deals.ok ? (
        <DealsTab
          deals={deals.data.deals}
          total={deals.data.total}
          startWithForm={query.new === "deal"}
          startWithDeal={deal}
          mdfActivities={mdfActivities}
        />
      ) : null}
    </TabPage>
  );
}
