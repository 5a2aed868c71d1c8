import { Cell, DataTable } from "@/components/admin/data-table";
import { DeliveryStatus } from "@/components/admin/delivery-status";
import { formatDateTime, queryString } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { RouteEnquiry } from "@/components/admin/enquiries/route-enquiry";
import { SearchBox } from "@/components/admin/search-box";
import { listEnquiries } from "@/lib/server/contact/console";
import { env } from "@/lib/server/env";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";

export const metadata = { title: "Enquiries" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EnquiriesPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = parseListQuery(await searchParams);
  const page = await listEnquiries(query);
  return (
    <>
      <PageHeader
        title="Enquiries"
        description="Messages from the website's contact forms, newest first, with the delivery of the team notification and the visitor's confirmation. An enquiry whose visitor agreed to partner contact can be routed to a partner; see Leads for the partners' figures."
        actions={
          <a
            href={`/api/admin/enquiries/export${queryString({ q: query.q })}`}
            download
            className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
          >
            {query.q ? "Export matching as CSV" : "Export all as CSV"}
          </a>
        }
      />
      {env().CONTACT_API_URL ? (
        // Upstream mode: the contact route forwards enquiries and stores none here.
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          CONTACT_API_URL is set: new enquiries are forwarded to {env().CONTACT_API_URL} and are not stored in
          this application.
        </p>
      ) : null}
      <SearchBox
        action="/admin/enquiries"
        q={query.q}
        label="Search name, email, company, message or source"
      />
      <DataTable
        caption="Contact enquiries"
        columns={["Received", "From", "Company", "Message", "Source", "Partner", "Emails"]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No enquiries match “${query.q}”.` : "No enquiries yet."}
      >
        {page.items.map((enquiry) => (
          <tr key={enquiry.id}>
            <Cell className="whitespace-nowrap">{formatDateTime(enquiry.created_at)}</Cell>
            <Cell>
              <span className="font-medium">{enquiry.full_name}</span>
              <a href={`mailto:${enquiry.email}`} className="block break-all text-brand-dark underline">
                {enquiry.email}
              </a>
              {enquiry.phone_number ? (
                <span className="block text-slate-600">{enquiry.phone_number}</span>
              ) : null}
            </Cell>
            <Cell>
              {enquiry.company || "—"}
              {enquiry.industry || enquiry.company_size ? (
                <span className="block text-slate-600">
                  {[enquiry.industry, enquiry.company_size].filter(Boolean).join(" · ")}
                </span>
              ) : null}
            </Cell>
            <Cell className="min-w-64 max-w-md whitespace-pre-wrap break-words">
              {enquiry.message || "—"}
            </Cell>
            <Cell>{enquiry.source}</Cell>
            <Cell>
              {enquiry.referredBy ? (
                <>
                  <a
                    href={`/admin/partners/${enquiry.referredBy.partnerId}`}
                    className="font-medium text-brand-dark underline"
                  >
                    {enquiry.referredBy.companyName}
                  </a>
                  <span className="block text-slate-600">
                    Referral link{enquiry.referredBy.campaign ? `: ${enquiry.referredBy.campaign}` : ""}
                  </span>
                </>
              ) : enquiry.routing_consent ? (
                <RouteEnquiry enquiryId={enquiry.id} company={enquiry.company || enquiry.full_name} />
              ) : (
                <span className="text-slate-600">No consent to partner contact</span>
              )}
            </Cell>
            <Cell>
              <DeliveryStatus label="Team" delivery={enquiry.notification} />
              <DeliveryStatus label="Visitor" delivery={enquiry.confirmation} />
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/enquiries"
        params={{ q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="enquiries"
      />
    </>
  );
}
