// A page that cannot read the database answers 503, with Retry-After and a small page that
// says so, instead of Next's 500 error page. Next renders a page's error with status 500 and
// no way to change it; what it does offer is `onRequestError` (instrumentation.ts), which
// sees the error. So every request runs with a mark of its own (an AsyncLocalStorage, kept
// on a global because the application is bundled apart from this server); onRequestError
// sets it when lib/server/db/unavailable.ts says the error is the database's; and the
// response, when it writes a 5xx status with the mark set and nothing sent yet, sends the
// 503 page instead of Next's.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/** What a visitor reads while the database is down: the API's error and the 503 page. */
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
export const RETRY_AFTER_SECONDS = 30;

interface RequestMark {
  databaseUnavailable: boolean;
}

const shared = globalThis as typeof globalThis & { __requestMarks?: AsyncLocalStorage<RequestMark> };
const marks = (shared.__requestMarks ??= new AsyncLocalStorage<RequestMark>());

/** Called by the application's onRequestError: this request failed for want of the database. */
export function markDatabaseUnavailable(): void {
  const mark = marks.getStore();
  if (mark) mark.databaseUnavailable = true;
}

export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#111;background:#fff}main{max-width:32rem;padding:2rem;text-align:center}</style>
</head><body><main><h1>Temporarily unavailable</h1><p>${UNAVAILABLE_MESSAGE}</p></main></body></html>
`;

/** `listener` with each request marked, and a marked 5xx answered by the 503 page. */
export function unavailablePageOn(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const mark: RequestMark = { databaseUnavailable: false };
    answerUnavailable(res, mark);
    marks.run(mark, () => listener(req, res));
  };
}

function answerUnavailable(res: ServerResponse, mark: RequestMark): void {
  const { writeHead, write, end } = res;
  let replaced = false;
  /** Sends the 503 page if this response is a marked 5xx not yet sent; true once it has. */
  const replace = (status: number): boolean => {
    if (replaced) return true;
    if (!mark.databaseUnavailable || status < 500 || res.headersSent) return false;
    replaced = true;
    for (const name of ["content-length", "content-encoding", "transfer-encoding", "etag", "vary"])
      res.removeHeader(name);
    const body = Buffer.from(UNAVAILABLE_PAGE);
    Reflect.apply(writeHead, res, [
      503,
      {
        "content-type": "text/html; charset=utf-8",
        "content-length": String(body.length),
        "cache-control": "no-store",
        "retry-after": String(RETRY_AFTER_SECONDS),
      },
    ]);
    Reflect.apply(end, res, [body]);
    return true;
  };
  const done = (args: unknown[]) => {
    const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
  };
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (replace(status)) return this;
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
  } as ServerResponse["writeHead"];
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this.statusCode)) {
      done(args);
      return true;
    }
    return Reflect.apply(write, this, args) as boolean;
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this.statusCode)) {
      done(args);
      return this;
    }
    return Reflect.apply(end, this, args) as ServerResponse;
  } as ServerResponse["end"];
}
