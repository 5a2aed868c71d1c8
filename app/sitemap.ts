import type { MetadataRoute } from "next";
import { marketingRoutes } from "@/content/routes";
import { listListedPartners } from "@/lib/server/directory/public";
import { publicAddress } from "@/lib/server/public-address";

// Rendered per request: the directory's partner pages come and go with their profiles, and
// every address is on the running server's APP_URL.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [site, partners] = await Promise.all([publicAddress(), listListedPartners()]);
  return [
    ...marketingRoutes.map((route) => ({
      url: new URL(route.path, site).toString(),
      changeFrequency: "monthly" as const,
      priority: route.path === "/" ? 1 : 0.7,
    })),
    {
      url: new URL("/partners/directory", site).toString(),
      changeFrequency: "weekly" as const,
      priority: 0.6,
    },
    ...partners.map((partner) => ({
      url: new URL(`/partners/directory/${partner.slug}`, site).toString(),
      lastModified: partner.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ];
}
