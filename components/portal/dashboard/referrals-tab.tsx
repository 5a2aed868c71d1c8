"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useOpenedOnce } from "@/components/use-opened-once";
import { AppearItem } from "@/components/motion/appear-item";
import { Button } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import type { ReferralDialog } from "@/components/portal/referrals/referral-dialogs";
import { LeadsPanel } from "@/components/portal/leads/leads-panel";
import { ReferralLinks } from "@/components/portal/referrals/referral-links";
import { referralTexts } from "@/content/referrals";
import { emptyStates } from "@/content/portal";
import { useMember } from "@/components/portal/member-context";
import { isShown, MineFilter, type Whose } from "@/components/portal/team/mine-filter";
import { can } from "@/lib/member-roles";
import { EmptyState, Facts, Panel, StatCard, StatusBadge } from "./dashboard-ui";
import { formatMoney } from "@/lib/money";
import { conversionRate, formatDate } from "./format";
import type { Referral } from "@/lib/validation/referrals";

// The dialogs' code (the referral form and its validation) loads when one first opens.
const ReferralDialogs = dynamic(() =>
  import("@/components/portal/referrals/referral-dialogs").then((m) => m.ReferralDialogs),
);

/**
 * Referrals: the cards count by the referrals' real statuses (qualified leads, converted
 * referrals and their share); New Referral, View Details and Follow Up open dialogs. Below,
 * the partner's referral links.
 */
export function ReferralsTab({ referrals }: { referrals: Referral[] }) {
  const router = useRouter();
  // The dialogs' code loads when one first opens.
  const [dialog, setDialog, dialogsLoaded] = useOpenedOnce<ReferralDialog>(null);
  const member = useMember();
  // Finance reads the referrals but submits none.
  const mayRefer = can(member.role, "referrals:write");
  const [whose, setWhose] = useState<Whose>("all");
  const shown = referrals.filter((referral) => isShown(referral, whose, member.userId));
  const count = (status: string) => referrals.filter((r) => r.status === status).length;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Referrals" value={referrals.length} />
        <StatCard label="Qualified Leads" value={count("qualified")} />
        <StatCard label="Conversions" value={count("converted")} />
        <StatCard label="Conversion Rate" value={`${conversionRate(referrals.map((r) => r.status))}%`} />
      </div>
      {dialogsLoaded ? (
        <ReferralDialogs dialog={dialog} onClose={() => setDialog(null)} onChanged={() => router.refresh()} />
      ) : null}
      <Panel
        title="Referrals"
        actions={
          <>
            <MineFilter id="referral-whose" value={whose} onChange={setWhose} />
            {mayRefer ? (
              <Button onClick={() => setDialog({ kind: "new" })}>{referralTexts.newReferral}</Button>
            ) : null}
          </>
        }
      >
        {shown.length === 0 ? (
          <EmptyState
            action={
              mayRefer ? (
                <Button variant="secondary" onClick={() => setDialog({ kind: "new" })}>
                  {emptyStates.referrals.action}
                </Button>
              ) : null
            }
          >
            {emptyStates.referrals.text}
          </EmptyState>
        ) : (
          <ul className="space-y-4" aria-label="Referrals">
            {shown.map((referral) => (
              <AppearItem
                key={referral.id}
                className="rounded-lg border border-slate-200 p-4"
                data-testid="referral-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-ink">{referral.company}</h3>
                  <StatusBadge status={referral.status} />
                </div>
                <div className="mt-3">
                  <Facts
                    items={[
                      ["Contact", referral.contact],
                      ["Email", <EmailText key="email" email={referral.email} />],
                      ...(referral.source === "link" && !referral.expectedValueMinor
                        ? []
                        : [
                            [
                              "Expected Value",
                              formatMoney(referral.expectedValueMinor, referral.currency, { compact: true }),
                            ] as const,
                          ]),
                      ["Referred", formatDate(referral.referredDate)],
                      [
                        "Source",
                        referral.source === "link"
                          ? "Your referral link"
                          : `Referred by ${referral.registeredBy?.name || "your company"}`,
                      ],
                    ]}
                  />
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`View details of ${referral.company}`}
                    onClick={() => setDialog({ kind: "view", referral })}
                  >
                    {referralTexts.viewDetails}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Follow up on ${referral.company}`}
                    onClick={() => setDialog({ kind: "follow-up", referral })}
                  >
                    {referralTexts.followUp}
                  </Button>
                </div>
              </AppearItem>
            ))}
          </ul>
        )}
      </Panel>
      <LeadsPanel />
      <ReferralLinks />
    </div>
  );
}
