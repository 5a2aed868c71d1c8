import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionButton } from "@/components/admin/action-button";
import { AuditTrail } from "@/components/admin/audit-trail";
import { AttachmentsPanel, CompanyPanel, ContactsPanel } from "@/components/admin/company-panels";
import { Panel } from "@/components/admin/detail-list";
import { PageHeader } from "@/components/admin/page-header";
import { RejectForm } from "@/components/admin/lazy-forms";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { getCompanyRecord } from "@/lib/server/partners/console";
import { startRegistrationReview } from "@/lib/server/registration/console";

export const metadata = { title: "Registration" };

export default async function RegistrationPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  // Opening a waiting registration puts it "under review" on the applicant's status page.
  await startRegistrationReview(id, admin.user.id);
  const [record, audit] = await Promise.all([getCompanyRecord(id), listAuditTrail("partner", id)]);
  if (!record) notFound();
  const pending = record.partner.status === "pending_approval";
  return (
    <>
      <PageHeader
        title={record.partner.company_name}
        description="Registration"
        back={{ href: "/admin/registrations", label: "Registrations" }}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CompanyPanel record={record} />
        <div className="flex flex-col gap-6">
          <Panel title="Review">
            {pending ? (
              <div className="flex flex-col gap-3">
                <ActionButton
                  url={`/api/admin/registrations/${id}/approve`}
                  label="Approve registration"
                  pendingLabel="Approving…"
                  success="Registration approved; the company was told by email."
                />
                <RejectForm url={`/api/admin/registrations/${id}/reject`} subject="Registration" />
              </div>
            ) : (
              <p className="text-sm text-slate-700">
                This registration has been reviewed.{" "}
                <Link href={`/admin/partners/${id}`} className="text-brand-dark underline">
                  Open the partner page
                </Link>
                .
              </p>
            )}
          </Panel>
          <ContactsPanel contacts={record.contacts} />
          <AttachmentsPanel attachments={record.attachments} />
          <Panel title="Audit trail">
            <AuditTrail entries={audit.items} />
          </Panel>
        </div>
      </div>
    </>
  );
}
