import "server-only";
import { connection } from "next/server";
import { env } from "./env";

/**
 * The site's public address: the running server's APP_URL, without a trailing slash. Everything
 * that names the site absolutely takes it from here (the sitemap, robots.txt, the marketing
 * pages' canonical links and og:url, the JSON-LD blocks), so one build serves any domain.
 *
 * It waits for the request first (`connection()`): a route that calls it renders per request,
 * and the build, which prerenders what it can, never writes its own APP_URL into a page.
 */
export async function publicAddress(): Promise<string> {
  await connection();
  return siteAddress(env().APP_URL);
}

/** `appUrl` as the site's address: absolute, no trailing slash ("https://www.finlytic.ai"). */
export function siteAddress(appUrl: string): string {
  return new URL(appUrl).href.replace(/\/+$/, "");
}
