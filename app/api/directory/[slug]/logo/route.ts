// GET /api/directory/{slug}/logo?v={version}: a listed directory profile's logo for the public pages.
// 404 for a profile that is unpublished, hidden, of an inactive company, or without a logo. The
// address carries the logo's version, so the current version is cached for a year.
import { withHandler } from "@/lib/api/handler";
import { listedLogo } from "@/lib/server/directory/logo";

export const GET = withHandler({}, async ({ params, request }) => {
  const logo = await listedLogo(params.slug ?? "");
  const current = request.nextUrl.searchParams.get("v") === logo.version;
  return new Response(logo.body, {
    headers: {
      "Content-Type": logo.type,
      "Content-Length": String(logo.size),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
});
