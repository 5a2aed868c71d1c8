// Addresses no page or API route should see, answered by the production server
// (server/server.ts) before Next, with the API's error shape, for every path:
// - a path that does not percent-decode (`/api/auth/verify-email/%ED%A0%80`), which makes
//   Next's router throw before any route runs;
// - a NUL in the decoded path or query string: PostgreSQL refuses it in text and it splits
//   strings in mail headers, so a list page or route passing it to its query would fail
//   with a 500. (API handlers check their parameters again,
//   lib/api/handler.ts, so that a test calling one directly meets the same rule.)
import type { RequestListener } from "node:http";

export const invalidAddressMessage = "The address is not valid.";
export const forbiddenAddressMessage = "The address contains characters that are not allowed.";

// NUL, and UTF-16 halves without their pair (SQLite would store them as invalid UTF-8; a JSON
// body can carry one as an escape, a decoded address cannot).
export const forbiddenCharacters =
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why the address (`/a/b?c=d`, as in a request line) is refused, or null when it is fine. */
export function addressProblem(url: string): string | null {
  if (!url.includes("%")) return null;
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return invalidAddressMessage;
  }
  if (forbiddenCharacters.test(decoded)) return forbiddenAddressMessage;
  if (
    question !== -1 &&
    [...new URLSearchParams(url.slice(question + 1))].flat().some((part) => forbiddenCharacters.test(part))
  ) {
    return forbiddenAddressMessage;
  }
  return null;
}

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * The request line's target in origin form (`/a/b?c=d`). A client may send the absolute form
 * (`GET http://evil.example/about`), which Next would take the host of into the redirects it
 * builds; the host is dropped here (this server answers for APP_URL only). Null for any other
 * form (`*`, an authority).
 */
export function originForm(target: string): string | null {
  if (target.startsWith("/")) return target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return null;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * `listener`, except that a request whose address has a problem is answered 400 here, and an
 * absolute-form target is passed on in origin form.
 */
export function refusingBadAddresses(listener: RequestListener): RequestListener {
  return function requestListener(this: unknown, ...[request, response]: Parameters<RequestListener>) {
    const target = originForm(request.url ?? "/");
    if (target !== null) request.url = target;
    const problem = target === null ? invalidAddressMessage : addressProblem(target);
    if (!problem) return listener.call(this, request, response);
    response.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify({ success: false, error: problem, message: problem }));
  };
}
