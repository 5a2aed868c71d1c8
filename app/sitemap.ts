import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/config/site";
import { marketingRoutes } from "@/content/routes";
import { listListedPartners } from "@/lib/server/directory/public";

// Rendered per request: the directory's partner pages come and go with their profiles.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const partners = await listListedPartners();
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
