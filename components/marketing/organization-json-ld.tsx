import { siteConfig } from "@/lib/config/site";
import { publicAddress } from "@/lib/server/public-address";

/** The site's Organization block (schema.org), on `site`: the running server's address. */
export function organizationJsonLd(site: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: site,
    logo: `${site}/icon.svg`,
    description: siteConfig.description,
    email: siteConfig.contactInbox,
    sameAs: siteConfig.social.map((social) => social.href),
  };
}

export async function OrganizationJsonLd() {
  const organization = organizationJsonLd(await publicAddress());
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, "\\u003c") }}
    />
  );
}
