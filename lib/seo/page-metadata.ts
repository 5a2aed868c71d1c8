import type { Metadata } from "next";
import { siteConfig } from "@/lib/config/site";

interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's own path, used for the canonical link and og:url. */
  path: string;
}

/**
 * Metadata for a marketing page. Next merges metadata shallowly, so a page that sets
 * `openGraph` replaces the root layout's whole object; this rebuilds it in full (site
 * name, type, locale) so every page's preview card stays complete.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${siteConfig.name}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: "en_US",
      title: fullTitle,
      description,
      url: path,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
