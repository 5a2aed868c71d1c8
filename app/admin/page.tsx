import Link from "next/link";
import { ManagedUpstream } from "@/components/admin/managed-upstream";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { getConsoleOverview } from "@/lib/server/admin/overview";
import { consoleUpstream, upstreamSectionOf } from "@/lib/server/upstream/console-sections";

export const metadata = { title: "Overview" };

export default async function AdminOverviewPage() {
  await requireAdminPage();
  const overview = await getConsoleOverview();
  const partnerApi = consoleUpstream();
  const allCards = [
    { label: "Deals to review", value: overview.pendingDeals, href: "/admin/deals" },
    {
      label: "Extension requests",
      value: overview.extensionRequests,
      href: "/admin/deals?status=extension",
    },
    {
      label: "Commissions to approve",
      value: overview.pendingCommissions,
      href: "/admin/commissions",
    },
    { label: "Payout requests", value: overview.requestedPayouts, href: "/admin/payouts" },
    { label: "New referrals", value: overview.newReferrals, href: "/admin/referrals?status=submitted" },
    { label: "Claims waiting for review", value: overview.pendingClaims, href: "/admin/claims" },
    {
      label: "Registrations waiting for approval",
      value: overview.pendingRegistrations,
      href: "/admin/registrations",
    },
    { label: "Open invitations", value: overview.openInvitations, href: "/admin/invitations" },
    { label: "Active partners", value: overview.activePartners, href: "/admin/partners" },
    { label: "Enquiries in the last 7 days", value: overview.enquiriesThisWeek, href: "/admin/enquiries" },
    { label: "Emails failing", value: overview.failingMail, href: "/admin/outbox?view=failing" },
    { label: "Account closure requests", value: overview.closureRequests, href: "/admin/privacy" },
  ];
  // Proxy mode: the partner queues live in the partner API; the local sections' cards stay.
  const cards = allCards.filter((card) => !upstreamSectionOf(new URL(card.href, "http://x").pathname));
  return (
    <>
      {partnerApi ? (
        <ManagedUpstream title="Overview" apiUrl={partnerApi} />
      ) : (
        <PageHeader title="Overview" description="What is waiting for the programme team." />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="block rounded-lg border border-slate-200 bg-white p-5 hover:border-brand"
            >
              <span className="block text-3xl font-semibold text-ink">{card.value}</span>
              <span className="mt-1 block text-sm text-slate-700">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
