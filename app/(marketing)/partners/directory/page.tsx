import type { Metadata } from "next";
import { DirectoryFilter } from "@/components/marketing/directory/directory-filter";
import { DirectoryFilterForm } from "@/components/marketing/directory/filter-form";
import { PartnerCard } from "@/components/marketing/directory/partner-card";
import { PageHeader } from "@/components/marketing/page-header";
import { directoryCopy } from "@/content/directory";
import { listListedPartners } from "@/lib/server/directory/public";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Rendered per request from the database (one indexed read of the listed profiles). A static
// page expired by a cache tag changes only in the server process that expired it: the others,
// and other instances, would show a stale list until their own revalidation.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: directoryCopy.title,
  description: directoryCopy.description,
  path: "/partners/directory",
});

export default async function PartnerDirectoryPage() {
  const partners = await listListedPartners();
  return (
    <>
      <PageHeader eyebrow="Partners" title={directoryCopy.title}>
        <p>{directoryCopy.intro}</p>
      </PageHeader>
      <section aria-labelledby="directory-heading" className="bg-white py-12">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="directory-heading" className="sr-only">
            Partners
          </h2>
          <DirectoryFilterForm id="directory-filters" />
          <DirectoryFilter formId="directory-filters" />
          <p id="directory-count" role="status" className="mt-6 text-sm text-slate-700">
            {partners.length} partner{partners.length === 1 ? "" : "s"}
          </p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner) => (
              <PartnerCard key={partner.slug} partner={partner} />
            ))}
          </ul>
          <p id="directory-empty" hidden={partners.length > 0} className="mt-6 text-slate-700">
            {directoryCopy.empty}
          </p>
        </div>
      </section>
    </>
  );
}
