import { ConsentPendingScript } from "@/components/marketing/consent/consent-pending-script";
import { ConsentBanner } from "@/components/marketing/consent/consent-banner";
import { Footer } from "@/components/marketing/footer";
import { Navbar } from "@/components/marketing/navbar/navbar";
import { OrganizationJsonLd } from "@/components/marketing/organization-json-ld";
import { RouteScroll } from "@/components/marketing/route-scroll";
import { marketingMetadataBase } from "@/lib/seo/page-metadata";

// The website names itself on the running server's APP_URL (lib/server/public-address.ts):
// the pages' canonical links and og:url resolve against this base, and the Organization
// block below carries it. Both are read per request, so every page of the group renders per
// request and one build serves any domain.
export const generateMetadata = marketingMetadataBase;

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ConsentPendingScript />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <ConsentBanner />
      <RouteScroll />
      <Navbar />
      <main id="main">{children}</main>
      <Footer />
      <OrganizationJsonLd />
    </>
  );
}
