import { notFound } from "next/navigation";
import { ActionButton } from "@/components/admin/action-button";
import { AuditTrail } from "@/components/admin/audit-trail";
import { Badge } from "@/components/admin/badge";
import { DetailList, Panel } from "@/components/admin/detail-list";
import { formatDateTime } from "@/components/admin/format";
import { countryName, industryLabel } from "@/lib/option-labels";
import { PageHeader } from "@/components/admin/page-header";
import { RejectForm } from "@/components/admin/lazy-forms";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { getClaim, startClaimReview } from "@/lib/server/claims/console";
import { requireAdminPage } from "@/lib/server/admin/guard";

export const metadata = { title: "Claim" };

export default async function ClaimPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  // Opening a pending claim puts it "under review" on the applicant's status page.
  await startClaimReview(id, admin.user.id);
  const [detail, audit] = await Promise.all([getClaim(id), listAuditTrail("claim", id)]);
  if (!detail) notFound();
  const { claim, link } = detail;
  const other = (value: string, custom: string | null, label: (code: string) => string) =>
    value === "other" ? `Other: ${custom ?? "—"}` : label(value);
  return (
    <>
      <PageHeader
        title={claim.company_name}
        description="Partnership claim"
        back={{
          href: `/admin/claims${claim.status === "pending" ? "" : `?status=${claim.status}`}`,
          label: "Claims",
        }}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel title="Applicant">
            <DetailList
              items={[
                ["Name", `${claim.first_name} ${claim.last_name}`],
                [
                  "Company email",
                  <a key="email" href={`mailto:${claim.company_email}`} className="text-brand-dark underline">
                    {claim.company_email}
                  </a>,
                ],
                ["Website", claim.website],
                ["LinkedIn", claim.linkedin_url],
                ["Country", other(claim.country, claim.custom_country, countryName)],
                ["Company size", claim.company_size],
                ["Industry", other(claim.industry, claim.custom_industry, industryLabel)],
                ["Current technology", claim.current_technology],
                ["Why they want to join", claim.why_join],
                ["Additional information", claim.additional_info],
                ["Submitted", formatDateTime(claim.created_at)],
              ]}
            />
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Review">
            <div className="mb-4">
              <Badge value={claim.status} />
            </div>
            {claim.status === "pending" ? (
              <div className="flex flex-col gap-3">
                <ActionButton
                  url={`/api/admin/claims/${claim.id}/approve`}
                  label="Approve and send registration link"
                  pendingLabel="Approving…"
                  success="Claim approved; the registration link was emailed."
                />
                <RejectForm url={`/api/admin/claims/${claim.id}/reject`} subject="Claim" />
              </div>
            ) : (
              <DetailList
                items={[
                  ["Reviewed", formatDateTime(claim.reviewed_at)],
                  ["By", detail.reviewer],
                  ...(claim.status === "rejected"
                    ? ([["Reason", claim.review_reason]] as [string, string | null][])
                    : []),
                  ...(link
                    ? ([
                        ["Registration link", <Badge key="link" value={link.state} />],
                        ["Link expires", formatDateTime(link.expiresAt)],
                      ] as [string, React.ReactNode][])
                    : []),
                ]}
              />
            )}
          </Panel>
          <Panel title="Audit trail">
            <AuditTrail entries={audit.items} />
          </Panel>
        </div>
      </div>
    </>
  );
}
