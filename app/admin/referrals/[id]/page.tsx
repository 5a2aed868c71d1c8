import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { notFound } from "next/navigation";
import { AuditTrail } from "@/components/admin/audit-trail";
import { Badge } from "@/components/admin/badge";
import { DetailList, Panel } from "@/components/admin/detail-list";
import { formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { ReferralStatusForm } from "@/components/admin/lazy-forms";
import { enumLabel } from "@/content/portal-labels";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { getAdminReferral } from "@/lib/server/referrals/referral-queue";

export const metadata = { title: "Referral" };

export default async function ReferralPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const [referral, audit] = await Promise.all([getAdminReferral(id), listAuditTrail("referral", id)]);
  if (!referral) notFound();
  return (
    <>
      <PageHeader
        title={referral.company}
        description={`Referred by ${referral.partnerName}`}
        back={{ href: "/admin/referrals", label: "Referrals" }}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel title="Referral">
            <DetailList
              items={[
                [
                  "Partner",
                  <Link
                    key="p"
                    href={`/admin/partners/${referral.partnerId}`}
                    className="text-brand-dark underline"
                  >
                    {referral.partnerName}
                  </Link>,
                ],
                ["Contact", referral.contact],
                ["Email", referral.email],
                ["Phone", referral.phone || null],
                ["Expected value", formatMoney(referral.expectedValueMinor, referral.currency)],
                ["Notes", referral.notes || null],
                ["Referred", formatDateTime(referral.referredDate)],
                [
                  "Source",
                  referral.source === "link"
                    ? "The partner's referral link (the visitor sent the site's enquiry form)"
                    : "Entered by the partner",
                ],
                ["Last follow-up", referral.lastFollowUpAt ? formatDateTime(referral.lastFollowUpAt) : null],
              ]}
            />
          </Panel>
          <Panel title="History">
            <ol className="flex flex-col gap-2 text-sm">
              {referral.history.map((entry, index) => (
                <li key={index}>
                  <span className="font-medium">{entry.kind === "follow_up" ? "Follow-up" : "Status"}</span>
                  {entry.kind === "status"
                    ? `: ${entry.from ? `${enumLabel(entry.from)} → ` : ""}${enumLabel(entry.to)}`
                    : ""}{" "}
                  — {entry.by}, {formatDateTime(entry.at)}
                  {entry.note ? (
                    <span className="block whitespace-pre-wrap text-slate-700">Note: {entry.note}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Status">
            <div className="mb-4">
              <Badge value={referral.status} />
            </div>
            <ReferralStatusForm referralId={referral.id} status={referral.status} />
          </Panel>
          <Panel title="Audit trail">
            <AuditTrail entries={audit.items} />
          </Panel>
        </div>
      </div>
    </>
  );
}
