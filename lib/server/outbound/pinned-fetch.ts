import "server-only";
import { resolveTarget, type OutboundRules, type Resolver } from "./addresses";
import { pinnedRequest } from "./pinned-request";

// A fetch (the subset a library such as openid-client calls) that goes only where the
// address rules allow: it resolves the host, refuses forbidden addresses with an
// OutboundAddressError before any connection, and connects to the address it checked.

export interface PinnedFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  signal?: AbortSignal | null;
  redirect?: string;
}

function bodyOf(body: PinnedFetchInit["body"]): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError("a streamed request body is not supported");
}

export function pinnedFetch(
  rules: () => OutboundRules,
  timeoutMs: number,
  resolve?: Resolver,
): (url: string, init?: PinnedFetchInit) => Promise<Response> {
  return async (url, init = {}) => {
    const target = await resolveTarget(url, rules(), resolve);
    const answer = await pinnedRequest(target, {
      method: init.method ?? "GET",
      headers: init.headers ?? {},
      body: bodyOf(init.body),
      timeoutMs,
      signal: init.signal ?? undefined,
      keepAnswerBody: true,
    });
    const headers = new Headers();
    for (const [name, value] of answer.headers) headers.append(name, value);
    // A Response cannot carry a body with these statuses.
    const empty = [101, 204, 205, 304].includes(answer.status);
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers });
  };
}
