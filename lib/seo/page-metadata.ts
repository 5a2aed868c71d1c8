import type { Metadata } from "next";
import { siteConfig } from "@/lib/config/site";
import { publicAddress } from "@/lib/server/public-address";

interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's own path, for the canonical link and og:url (absolute against the base below). */
  path: string;
}

/** The site's own title: the home page's, and every page's until it names itself. */
export const SITE_TITLE = `${siteConfig.name} | The World's First AI Finance Workforce`;

/**
 * Metadata for a marketing page. Next merges metadata shallowly, so a page that sets
 * `openGraph` replaces the root layout's whole object; this rebuilds it in full (site
 * name, type, locale) so every page's preview card stays complete.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return { title, description, ...linkedCards(`${title} | ${siteConfig.name}`, description, path) };
}

/** The home page's: the site's title, with the canonical link and og:url at the root. */
export function homeMetadata(): Metadata {
  return linkedCards(SITE_TITLE, siteConfig.description, "/");
}

/**
 * The website's metadata base: the running server's APP_URL, read per request, against which
 * the marketing pages' paths become absolute canonical links and og:url. The (marketing) layout
 * exports this as its generateMetadata; nothing else names the site's address in metadata.
 */
export async function marketingMetadataBase(): Promise<Metadata> {
  return { metadataBase: new URL(await publicAddress()) };
}

/**
 * The preview cards every page inherits from the root layout. They name no address: a
 * canonical link and og:url belong to the page that knows its own (a portal screen, kept out
 * of search engines, has none rather than the home page's).
 */
export function siteCards(): Metadata {
  return previewCards(SITE_TITLE, siteConfig.description);
}

function linkedCards(fullTitle: string, description: string, path: string): Metadata {
  const cards = previewCards(fullTitle, description);
  return { alternates: { canonical: path }, ...cards, openGraph: { ...cards.openGraph, url: path } };
}

function previewCards(fullTitle: string, description: string) {
  return {
    openGraph: { type: "website", siteName: siteConfig.name, locale: "en_US", title: fullTitle, description },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  } satisfies Metadata;
}
