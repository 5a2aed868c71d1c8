import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartnerContactForm } from "@/components/forms/partner-contact-form";
import { languageLabel, placeLabel, serviceLabel } from "@/components/marketing/directory/labels";
import { PageHeader } from "@/components/marketing/page-header";
import { directoryCopy } from "@/content/directory";
import { siteConfig } from "@/lib/config/site";
import { findListedPartner } from "@/lib/server/directory/public";
import { publicAddress } from "@/lib/server/public-address";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { tierLabel } from "@/lib/validation/tier-options";

// Rendered per request from the database, like the directory's list: a published, unpublished
// or hidden profile shows (or leaves) at once in every server process and instance.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const partner = await findListedPartner((await params).slug);
  if (!partner) return { title: directoryCopy.partnerNotFound, robots: { index: false } };
  return pageMetadata({
    title: `${partner.name}: ${tierLabel(partner.tier)} partner`,
    description: partner.description.slice(0, 160),
    path: `/partners/directory/${partner.slug}`,
  });
}

function Facts({ label, values }: { label: string; values: string[] }) {
  if (!values.length) return null;
  return (
    <div>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-700">{values.join(", ")}</dd>
    </div>
  );
}

export default async function PartnerProfilePage({ params }: Props) {
  const [partner, site] = await Promise.all([findListedPartner((await params).slug), publicAddress()]);
  if (!partner) notFound();
  const url = new URL(`/partners/directory/${partner.slug}`, site).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: partner.name,
    url: partner.website ?? url,
    description: partner.description,
    ...(partner.logoUrl ? { logo: new URL(partner.logoUrl, site).toString() } : {}),
    areaServed: partner.countries.map(placeLabel),
    knowsLanguage: partner.languages,
    memberOf: { "@type": "Organization", name: siteConfig.name, url: site },
  };
  return (
    <>
      <script
        type="application/ld+json"
        // JSON.stringify output with "<" escaped cannot close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <PageHeader eyebrow={`${tierLabel(partner.tier)} partner`} title={partner.name}>
        <p>{partner.description}</p>
      </PageHeader>
      <section aria-labelledby="profile-heading" className="bg-white py-12">
        <div className="mx-auto grid max-w-content gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            {partner.logoUrl && (
              // A small stored logo: next/image would need its host configured and gains nothing here.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={partner.logoUrl}
                alt={partner.name}
                width={96}
                height={96}
                className="mb-6 h-24 w-24 rounded object-contain"
              />
            )}
            <h2 id="profile-heading" className="text-2xl font-bold text-slate-900">
              About {partner.name}
            </h2>
            <dl className="mt-6 grid gap-4">
              <Facts label="Services" values={partner.services.map(serviceLabel)} />
              <Facts label="Industries" values={partner.industries} />
              <Facts label="Countries and regions served" values={partner.countries.map(placeLabel)} />
              <Facts label="Languages" values={partner.languages.map(languageLabel)} />
              <Facts label="Certifications" values={partner.certifications} />
            </dl>
            {partner.website && (
              <p className="mt-6">
                <a
                  href={partner.website}
                  rel="noopener nofollow"
                  className="font-semibold text-brand underline"
                >
                  Visit {partner.name}&apos;s website
                </a>
              </p>
            )}
          </div>
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{directoryCopy.contactHeading}</h2>
            <div className="mt-6">
              <PartnerContactForm partnerSlug={partner.slug} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
