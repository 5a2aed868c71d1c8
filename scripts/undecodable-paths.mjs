// A path Next cannot percent-decode (`/api/auth/verify-email/%ED%A0%80`) makes Next's router
// throw before any route handler or proxy.ts runs. The production entry (scripts/server.mjs)
// answers it first, with the API's error shape, as the bad request it is.

const MESSAGE = "The address is not valid.";
const BODY = JSON.stringify({ success: false, error: MESSAGE, message: MESSAGE });

/** Whether the path of a request line (`/a/b?c=d`) fails to percent-decode. */
export function undecodablePath(url) {
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** `listener`, except that a request with an undecodable path is answered 400 here. */
export function refusingUndecodablePaths(listener) {
  return function requestListener(request, response) {
    if (!undecodablePath(request.url ?? "/")) return listener.call(this, request, response);
    response.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(BODY);
  };
}
