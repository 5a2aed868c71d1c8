import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/config/site";
import { marketingRoutes } from "@/content/routes";

export default function sitemap(): MetadataRoute.Sitemap {
  return marketingRoutes.map((route) => ({
    url: new URL(route.path, siteConfig.url).toString(),
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : 0.7,
  }));
}
