import { portalRoutes } from "@/lib/portal-routes";

// Where to go after signing in. Only a path on this site is accepted: never another host
// ("//evil.example", "/\\evil.example", "https://..."), never the API.

const fallbackOrigin = "http://portal.invalid";

// What the browser follows is the normalised path, so that is what is judged: "/.//evil.example"
// and "/x/..//evil.example" both become "//evil.example", another host. Encoded slashes and
// backslashes (and encoded control characters) are refused too, since a server or proxy on
// the way may decode them.
const unsafePath = /^\/[/\\]|%(?:2f|5c|[01][0-9a-f]|7f)/i;

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(next))
    return null;
  let url: URL;
  try {
    url = new URL(next, fallbackOrigin);
  } catch {
    return null;
  }
  if (url.origin !== fallbackOrigin || unsafePath.test(url.pathname)) return null;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/") || url.pathname === portalRoutes.login)
    return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result must itself be a path on this site that normalises to itself.
  const again = new URL(path, fallbackOrigin);
  return again.origin === fallbackOrigin && `${again.pathname}${again.search}${again.hash}` === path
    ? path
    : null;
}
