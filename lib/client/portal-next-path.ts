// Where to go after signing in. Only a path on this site is accepted: never another host
// ("//evil.example", "/\\evil.example", "https://..."), never the API.

const fallbackOrigin = "http://portal.invalid";

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, fallbackOrigin);
  } catch {
    return null;
  }
  if (url.origin !== fallbackOrigin || url.pathname.startsWith("/api/") || url.pathname === "/partner-portal/login") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
