import Link from "next/link";
import { notFound } from "next/navigation";
import { AuditTrail } from "@/components/admin/audit-trail";
import { Badge } from "@/components/admin/badge";
import { ActionButton } from "@/components/admin/action-button";
import { CommissionRateForm, PartnerUpdateForm } from "@/components/admin/lazy-forms";
import { AttachmentsPanel, CompanyPanel, ContactsPanel } from "@/components/admin/company-panels";
import { Panel } from "@/components/admin/detail-list";
import { fieldLabel, queryString } from "@/components/admin/format";
import { enumLabel } from "@/content/portal-labels";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { PartnerSection } from "@/components/admin/partner-data/partner-section";
import { PayoutDetailsPanel } from "@/components/admin/payout-details-panel";
import { TabLinks } from "@/components/admin/tab-links";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { commissionRateView } from "@/lib/server/commissions/console";
import { tierRates } from "@/lib/server/tiers/rules";
import { partnerTierView } from "@/lib/server/tiers/tier-view";
import { PartnerTierPanel } from "@/components/admin/tiers/partner-tier-panel";
import { commissionFiguresOf, figureList, type CommissionFigures } from "@/lib/server/commissions/figures";
import type { CurrencyFigures } from "@/lib/validation/commissions";
import { formatMoneyList } from "@/lib/money";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { partnerSections } from "@/lib/server/admin/data-editor";
import { getCompanyRecord } from "@/lib/server/partners/console";
import { partnerTwoFactorUsers } from "@/lib/server/auth/two-factor-reset";
import { parseListQuery } from "@/lib/server/db/pagination";
import { firstParam, parseChoice } from "@/lib/validation/admin";
import { TeamMembersPanel } from "@/components/admin/team-members-panel";
import { listCompanyMembers } from "@/lib/server/members/roster";

export const metadata = { title: "Partner" };

const tabs = ["overview", ...partnerSections] as const;

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PartnerPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { id } = await params;
  const search = await searchParams;
  const tab = parseChoice(tabs, firstParam(search, "tab"));
  const { page } = parseListQuery(search);
  const record = await getCompanyRecord(id);
  if (!record) notFound();
  const { partner } = record;
  const path = `/admin/partners/${id}`;
  return (
    <>
      <PageHeader
        title={partner.company_name}
        description="Partner"
        back={{ href: "/admin/partners", label: "Partners" }}
      />
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>Tier: {enumLabel(partner.tier)}</span>
        <span>
          Status: <Badge value={partner.status} />
        </span>
        <span>
          Certification: <Badge value={partner.certification_status} />
        </span>
        <span>Points: {Number(partner.points)}</span>
      </p>
      {partner.status === "pending_approval" ? (
        <p className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This company&apos;s registration is waiting for approval.{" "}
          <Link href={`/admin/registrations/${id}`} className="font-medium underline">
            Review the registration
          </Link>
          .
        </p>
      ) : null}
      <TabLinks
        label="Partner sections"
        tabs={tabs.map((name) => ({
          href: `${path}${queryString({ tab: name === "overview" ? undefined : name })}`,
          label: fieldLabel(name),
          current: name === tab,
        }))}
      />
      {tab === "overview" ? (
        <Overview id={id} record={record} auditPage={page} />
      ) : (
        <PartnerSection
          section={tab}
          partnerId={id}
          page={page}
          renderPager={(result) => (
            <Pager
              path={path}
              params={{ tab }}
              page={result.page}
              pageCount={result.pageCount}
              total={result.total}
              noun={tab === "training" ? "courses" : tab}
            />
          )}
        />
      )}
    </>
  );
}

// On the overview tab, ?page= pages the audit trail (every data change adds an entry).
async function Overview({
  id,
  record,
  auditPage,
}: {
  id: string;
  record: NonNullable<Awaited<ReturnType<typeof getCompanyRecord>>>;
  auditPage: number;
}) {
  const audit = await listAuditTrail("partner", id, auditPage, 20);
  const twoFactorUsers = await partnerTwoFactorUsers(id);
  const rates = await tierRates();
  const { partner } = record;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-6">
        <CompanyPanel record={record} />
        <ContactsPanel contacts={record.contacts} />
        <TeamMembersPanel
          members={await listCompanyMembers(id)}
          requireTwoFactor={Number(partner.require_two_factor) === 1}
        />
        <AttachmentsPanel attachments={record.attachments} />
      </div>
      <div className="flex flex-col gap-6">
        <Panel title="Standing">
          <PartnerUpdateForm
            partnerId={id}
            current={{
              certificationStatus: partner.certification_status,
              points: Number(partner.points),
              status: partner.status,
            }}
          />
        </Panel>
        <Panel title="Tier">
          <PartnerTierPanel partnerId={id} view={await partnerTierView(id)} />
        </Panel>
        <Panel title="Commissions">
          <CommissionFiguresList figures={await commissionFiguresOf(id)} />
        </Panel>
        <Panel title="Payout details">
          <PayoutDetailsPanel partnerId={id} />
        </Panel>
        <Panel title="Commission rate">
          <CommissionRateForm
            key={String(partner.commission_rate)}
            partnerId={id}
            tier={partner.tier}
            tierRate={commissionRateView({ tier: partner.tier, commission_rate: null }, rates).effectiveRate}
            {...commissionRateView(partner, rates)}
          />
        </Panel>
        <Panel title="Two-factor authentication">
          {twoFactorUsers.length ? (
            <>
              <p className="mb-3 text-sm text-slate-700">
                On for {twoFactorUsers.map((u) => u.email).join(", ")}. Reset it when a user has lost both
                their authenticator and their recovery codes; they are emailed and can set it up again.
              </p>
              <ActionButton
                url={`/api/admin/partners/${id}/two-factor-reset`}
                label="Reset two-factor authentication"
                pendingLabel="Resetting..."
                success="Two-factor authentication was reset."
                variant="secondary"
              />
            </>
          ) : (
            <p className="text-sm text-slate-700">
              No user of this partner has two-factor authentication on.
            </p>
          )}
        </Panel>
        <Panel title="Audit trail">
          <AuditTrail entries={audit.items} />
          {audit.pageCount > 1 ? (
            <Pager
              path={`/admin/partners/${id}`}
              params={{}}
              page={audit.page}
              pageCount={audit.pageCount}
              total={audit.total}
              noun="audit entries"
            />
          ) : null}
        </Panel>
      </div>
    </div>
  );
}

/** The partner's figures as the partner reads them (lib/server/commissions/figures.ts), per currency. */
function CommissionFiguresList({ figures }: { figures: CommissionFigures }) {
  const rows: [string, Exclude<keyof CurrencyFigures, "currency">][] = [
    ["Total earned (approved and paid)", "earnedMinor"],
    ["Paid to date", "paidMinor"],
    ["Paid this month", "thisMonthMinor"],
    ["Awaiting payment", "awaitingPaymentMinor"],
    ["Pending approval", "pendingApprovalMinor"],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="partner-commission-figures">
      {rows.map(([label, key]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold tabular-nums">{formatMoneyList(figureList(figures, key))}</dd>
        </div>
      ))}
    </dl>
  );
}
