import type { NextConfig } from "next";

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

const nextConfig: NextConfig = {
  // .next/standalone holds only the files the server runs (traced), with a server.js of its
  // own; `npm run build` copies the static assets next to it (scripts/standalone-assets.mjs).
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "@napi-rs/canvas"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
