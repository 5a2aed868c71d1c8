import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

// The home page's enquiry form may post to another host; the policy must allow it.
const contactOrigin = (() => {
  const endpoint = process.env.NEXT_PUBLIC_HOME_CONTACT_ENDPOINT;
  return endpoint?.startsWith("http") ? new URL(endpoint).origin : "";
})();

// The website's policy (the portal and the console get a nonce policy from proxy.ts): no
// per-request nonce, so inline scripts (Next's hydration data, the JSON-LD blocks, the
// scripts-after-paint loader) are allowed by 'unsafe-inline' while every other source is
// this site only.
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

const statementFonts = [
  "./node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf",
  "./node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf",
  "./node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf",
  "./node_modules/@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf",
  "./node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf",
  "./node_modules/@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Regular.ttf",
  "./node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
  "./node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff",
];

// Console pages that moved, old address first: bookmarks and links in sent emails keep working.
// A query string passes through (/admin/deals/payouts?status=paid lands on the paid tab).
// These run before the proxy, so the new address still checks the session.
export const movedPages = [
  // The payout pages mirror their API's paths (/api/admin/payouts, payout-runs, exchange-rates).
  { from: "/admin/deals/payouts", to: "/admin/payouts" },
  { from: "/admin/deals/payout-runs", to: "/admin/payout-runs" },
  { from: "/admin/deals/exchange-rates", to: "/admin/exchange-rates" },
  { from: "/admin/deals/commissions", to: "/admin/commissions" },
] as const;

const nextConfig: NextConfig = {
  // .next/standalone holds only the files the server runs (traced), with a server.js of its
  // own; `npm run build` copies the static assets next to it (scripts/build/standalone-server.ts).
  output: "standalone",
  poweredByHeader: false,
  // npm test type-checks the whole project (tsc --noEmit) one stage before it builds and says so
  // with TYPES_CHECKED=1, so the build does not check the same files again; any other build does.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "@napi-rs/canvas", "pdfkit", "fontkit"],
  // The payout statement's embedded fonts, read from node_modules at run time
  // (lib/server/payouts/statement-fonts.ts): only the files it uses go into the build.
  // (Keys are globs matched against the route: "[id]" would be a character class, hence "*".)
  outputFileTracingIncludes: { "/api/*/payouts/*/statement": statementFonts },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  async redirects() {
    return movedPages.map(({ from, to }) => ({ source: from, destination: to, permanent: true }));
  },
};

// No public address here: the build inlines none. The site's address is the running server's
// APP_URL, read per request (lib/server/public-address.ts), so one build serves any domain.
export default nextConfig;
