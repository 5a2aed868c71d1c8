import Link from "next/link";
import { formatMajor } from "@/lib/money";
import { notFound } from "next/navigation";
import { ActionButton } from "@/components/admin/action-button";
import { AuditTrail } from "@/components/admin/audit-trail";
import { Badge } from "@/components/admin/badge";
import { DetailList, Panel } from "@/components/admin/detail-list";
import { fieldLabel, formatDate, formatDateTime } from "@/components/admin/format";
import { enumLabel } from "@/content/portal-labels";
import { PageHeader } from "@/components/admin/page-header";
import { ExtensionDecision, RejectForm, StageForm } from "@/components/admin/lazy-forms";
import { dealProducts } from "@/content/deals";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { getAdminDeal } from "@/lib/server/deals/console-queue";
import { requireAdminPage } from "@/lib/server/admin/guard";

export const metadata = { title: "Deal" };

export default async function DealPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const [deal, audit] = await Promise.all([getAdminDeal(id), listAuditTrail("deal", id)]);
  if (!deal) notFound();
  const products = deal.products
    .map((p) => dealProducts.find((product) => product.id === p)?.label ?? p)
    .join(", ");
  return (
    <>
      <PageHeader
        title={deal.customerName}
        description={
          deal.registeredBy?.name
            ? `Deal registered by ${deal.registeredBy.name} of ${deal.partnerName}`
            : `Deal registered by ${deal.partnerName}`
        }
        back={{ href: "/admin/deals", label: "Deals" }}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel title="Registration">
            <DetailList
              items={[
                [
                  "Partner",
                  <Link
                    key="p"
                    href={`/admin/partners/${deal.partnerId}`}
                    className="text-brand-dark underline"
                  >
                    {deal.partnerName}
                  </Link>,
                ],
                ["Website", deal.customerWebsite],
                ["Domain", deal.customerDomain],
                [
                  "Contact",
                  [deal.contactName, deal.contactTitle, deal.contactEmail].filter(Boolean).join(", "),
                ],
                [
                  "Decision maker",
                  [deal.decisionMaker.name, deal.decisionMaker.email].filter(Boolean).join(", "),
                ],
                ["Estimated value", formatMajor(deal.dealSize, deal.currency)],
                ["Expected close", formatDate(deal.expectedCloseDate)],
                ["Products", products],
                ["Notes", deal.notes || null],
                ["Submitted", formatDateTime(deal.createdAt)],
              ]}
            />
          </Panel>
          <Panel title="History">
            <ol className="flex flex-col gap-2 text-sm">
              {deal.history.map((entry, index) => (
                <li key={index}>
                  <span className="font-medium">{fieldLabel(entry.kind)}</span>:{" "}
                  {entry.from ? `${enumLabel(entry.from)} → ` : ""}
                  {enumLabel(entry.to)} — {entry.by}, {formatDateTime(entry.at)}
                  {entry.reason ? <span className="block text-slate-700">Reason: {entry.reason}</span> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Review">
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <Badge value={deal.status} />
              <span className="text-sm text-slate-700">
                Stage {enumLabel(deal.stage)} ({deal.probability}%)
              </span>
            </div>
            {deal.status === "pending" ? (
              <div className="flex flex-col gap-3">
                <ActionButton
                  url={`/api/admin/deals/${deal._id}/approve`}
                  label="Approve and protect"
                  pendingLabel="Approving…"
                  success="Deal approved; the partner was emailed."
                />
                <RejectForm url={`/api/admin/deals/${deal._id}/reject`} subject="Deal" recipient="partner" />
              </div>
            ) : null}
            {deal.status === "approved" ? (
              <StageForm dealId={deal._id} stage={deal.stage} customerName={deal.customerName} />
            ) : null}
            <div className="mt-4">
              <DetailList
                items={[
                  ["Protected until", deal.protectionExpires ? formatDateTime(deal.protectionExpires) : null],
                  ["Reason", deal.reviewReason],
                  [
                    "Extension",
                    deal.extension.status
                      ? `${enumLabel(deal.extension.status)}${deal.extension.reason ? `: ${deal.extension.reason}` : ""}`
                      : null,
                  ],
                  [
                    "Commission",
                    deal.commission
                      ? `${formatMajor(deal.commission.amount, deal.commission.currency)} at ${deal.commission.rate}% (${deal.commission.status})`
                      : null,
                  ],
                ]}
              />
            </div>
          </Panel>
          {deal.extension.status === "requested" && deal.status === "approved" ? (
            <Panel title="Extension request">
              <ExtensionDecision dealId={deal._id} />
            </Panel>
          ) : null}
          <Panel title="Audit trail">
            <AuditTrail entries={audit.items} />
          </Panel>
        </div>
      </div>
    </>
  );
}
