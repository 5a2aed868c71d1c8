import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/config/site";
import { marketingRoutes } from "@/content/routes";
import { cachedListedPartners } from "@/lib/server/directory/cached";

// Rendered per request from the directory's tag-cached data: a static sitemap's cache entry
// does not carry the data's tag, so a newly listed partner would wait for the hour. Crawlers
// alone read it, and the data read is the cached one.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const partners = await cachedListedPartners();
  return [
    ...marketingRoutes.map((route) => ({
      url: new URL(route.path, siteConfig.url).toString(),
      changeFrequency: "monthly" as const,
      priority: route.path === "/" ? 1 : 0.7,
    })),
    {
      url: new URL("/partners/directory", siteConfig.url).toString(),
      changeFrequency: "weekly" as const,
      priority: 0.6,
    },
    ...partners.map((partner) => ({
      url: new URL(`/partners/directory/${partner.slug}`, siteConfig.url).toString(),
      lastModified: partner.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ];
}
