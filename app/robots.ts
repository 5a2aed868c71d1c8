import type { MetadataRoute } from "next";
import { publicAddress } from "@/lib/server/public-address";

// Rendered per request: the sitemap's address is the running server's APP_URL, not the build's.
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/partner-portal/", "/admin/", "/api/"] },
    sitemap: new URL("/sitemap.xml", await publicAddress()).toString(),
  };
}
