import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

const isDev = process.env.NODE_ENV !== "production";

// The home page's enquiry form may post to another host; the policy must allow it.
const contactOrigin = (() => {
  const endpoint = process.env.NEXT_PUBLIC_HOME_CONTACT_ENDPOINT;
  return endpoint?.startsWith("http") ? new URL(endpoint).origin : "";
})();

// A policy that statically generated pages can carry: no per-request nonce, so inline
// scripts (Next's hydration data, the JSON-LD block) are allowed by 'unsafe-inline' while
// every other source is this site only.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  `connect-src 'self'${contactOrigin ? ` ${contactOrigin}` : ""}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "X-Frame-Options", value: "DENY" },
];

const localAppUrl = "http://localhost:3000";

/**
 * The site's public address, from APP_URL: the one setting for it. The build writes it into
 * everything static (sitemap, robots.txt, canonical links, og:url, JSON-LD) through
 * NEXT_PUBLIC_APP_URL, which is derived here and never set by hand. A production build
 * without it stops: a default would bake localhost into what search engines index.
 */
export function publicAppUrl(
  phase: string,
  environment: Record<string, string | undefined> = process.env,
): string {
  const value = environment.APP_URL?.trim();
  if (!value) {
    if (phase !== PHASE_PRODUCTION_BUILD) return localAppUrl;
    throw new Error(
      "APP_URL is not set. The production build writes the public address into the sitemap, robots.txt, canonical links and Open Graph data: " +
        "build with the site's address, e.g. APP_URL=https://www.finlytic.ai npm run build (npm run local, npm test and npm run bench set a loopback address themselves).",
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `APP_URL must be an absolute http(s) address such as https://www.finlytic.ai, not "${value}".`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(
      `APP_URL must be an absolute http(s) address such as https://www.finlytic.ai, not "${value}".`,
    );
  }
  const appUrl = url.href.replace(/\/+$/, "");
  const legacy = environment.NEXT_PUBLIC_APP_URL?.trim().replace(/\/+$/, "");
  if (legacy && legacy !== appUrl) {
    throw new Error(
      `NEXT_PUBLIC_APP_URL (${legacy}) differs from APP_URL (${appUrl}): the public address now comes from APP_URL alone; remove NEXT_PUBLIC_APP_URL.`,
    );
  }
  return appUrl;
}

const statementFonts = [
  "./node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf",
  "./node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf",
  "./node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf",
  "./node_modules/@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf",
];

const nextConfig: NextConfig = {
  // .next/standalone holds only the files the server runs (traced), with a server.js of its
  // own; `npm run build` copies the static assets next to it (scripts/build/standalone-server.ts).
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "@napi-rs/canvas", "pdfkit"],
  // The payout statement's embedded fonts, read from node_modules at run time
  // (lib/server/payouts/statement-fonts.ts): only the files it uses go into the build.
  // (Keys are globs matched against the route: "[id]" would be a character class, hence "*".)
  outputFileTracingIncludes: { "/api/*/payouts/*/statement": statementFonts },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default function config(phase: string): NextConfig {
  return { ...nextConfig, env: { NEXT_PUBLIC_APP_URL: publicAppUrl(phase) } };
}
