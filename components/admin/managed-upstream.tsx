import { PageHeader } from "@/components/admin/page-header";

/**
 * Proxy mode (PARTNER_API_URL): the partner API keeps the partner data, so the console's
 * partner screens say so instead of showing this application's empty tables.
 */
export function ManagedUpstream({ title, apiUrl }: { title: string; apiUrl: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="mb-6 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        Partner data is managed upstream. PARTNER_API_URL is set, so claims, registrations, invitations,
        partners, deals, commissions and payouts are kept by the partner API at {new URL(apiUrl).host} and are
        reviewed there, not in this console. Enquiries and the email outbox stay here.
      </p>
    </>
  );
}
