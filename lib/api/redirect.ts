import { NextResponse } from "next/server";

/**
 * A redirect to a path of this site with a relative Location, so the browser stays on the
 * address it used (behind a proxy, the public one). `request.url` is not that address: its
 * host is the one the server listens on, or whatever Host header the request carried.
 */
export function redirectToPath(
  path: string,
  query?: Record<string, string>,
  status: 302 | 303 | 307 = 307,
): NextResponse {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`Not a path of this site: ${path}`);
  const search = query ? `?${new URLSearchParams(query).toString()}` : "";
  return new NextResponse(null, { status, headers: { Location: `${path}${search}` } });
}
