import "server-only";

// The one way this application calls another API on a visitor's behalf (the contact
// proxy, CONTACT_API_URL, and the partner proxy, PARTNER_API_URL). The upstream is trusted
// for nothing: it gets 10 s, 1 MB, no redirects, and its answer must be of the expected
// type; whatever else it does becomes an UpstreamError, and none of its internals reach
// the browser.

/** How long the upstream API may take to answer (headers and body), once the request is sent. */
export const UPSTREAM_TIMEOUT_MS = 10_000;
/** Largest answer accepted from the upstream API, in bytes. */
export const UPSTREAM_MAX_ANSWER_BYTES = 1024 * 1024;

export type UpstreamFailure = "unreachable" | "timeout" | "bad-answer";

/** Thrown when the upstream API cannot give a usable answer (see upstreamErrorStatus). */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

/** The status this application answers for a failed upstream: 504 for a timeout, else 502. */
export function upstreamErrorStatus(error: UpstreamError): 502 | 504 {
  return error.failure === "timeout" ? 504 : 502;
}

export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  /** A string, or a stream passed through as it arrives (multipart uploads). */
  body?: string | ReadableStream<Uint8Array> | null;
  /**
   * What the answer must be: a JSON object, a download of one of these content types (read
   * whole, within the size cap), or a file of one of these types streamed through as it
   * arrives (any size; the 10 s then cover the upstream's headers only).
   */
  expect: "json" | { download: string[] } | { stream: string[] };
}

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON object (expect "json"). */
  json?: Record<string, unknown>;
  /** The raw bytes (a download). */
  bytes?: Uint8Array<ArrayBuffer>;
  /** The body, unread (a streamed file). */
  stream?: ReadableStream<Uint8Array>;
}

function isTimeout(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.name === "TimeoutError") return true;
  }
  return false;
}

/**
 * Calls the upstream and returns its answer when it is usable: any status but a redirect,
 * at most 1 MB, of the expected type. Everything else throws UpstreamError.
 */
export async function fetchUpstream(url: string, request: UpstreamRequest): Promise<UpstreamAnswer> {
  // The 10 s are the upstream's to answer in: a streamed upload starts the clock once its
  // last byte has been passed on (a visitor's slow connection is not the upstream's delay).
  const controller = new AbortController();
  let clockStarted = false;
  let stopClock = () => {};
  const startClock = () => {
    if (clockStarted) return;
    clockStarted = true;
    const timeout = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
    const onTimeout = () => controller.abort(timeout.reason);
    timeout.addEventListener("abort", onTimeout, { once: true });
    stopClock = () => timeout.removeEventListener("abort", onTimeout);
  };
  let body = request.body ?? undefined;
  if (body instanceof ReadableStream)
    body = body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: startClock }));
  else startClock();
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: controller.signal,
      redirect: "manual",
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    // An upstream that answers before the upload ends (a refusal) has its 10 s from now.
    startClock();
  } catch (error) {
    if (isTimeout(error))
      throw new UpstreamError("timeout", "The upstream API did not answer in time.", { cause: error });
    throw new UpstreamError("unreachable", "The upstream API could not be reached.", { cause: error });
  }
  try {
    if (response.status >= 300 && response.status < 400) {
      throw new UpstreamError(
        "bad-answer",
        `The upstream API answered with a redirect (${response.status}).`,
      );
    }
    const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (typeof request.expect === "object" && "stream" in request.expect && response.ok) {
      if (!request.expect.stream.includes(contentType))
        throw new UpstreamError(
          "bad-answer",
          `The upstream API answered ${contentType || "without a content type"}.`,
        );
      // A file streams for as long as it takes (undici ends one that stalls for 300 s).
      stopClock();
      return { status: response.status, headers: response.headers, stream: response.body ?? undefined };
    }
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > UPSTREAM_MAX_ANSWER_BYTES) {
      throw new UpstreamError("bad-answer", `The upstream API's answer is too large (${declared} bytes).`);
    }
    if (request.expect === "json") {
      if (contentType !== "application/json" && !contentType.endsWith("+json")) {
        throw new UpstreamError(
          "bad-answer",
          `The upstream API answered ${contentType || "without a content type"} instead of JSON.`,
        );
      }
    } else if (
      response.ok &&
      "download" in request.expect &&
      !request.expect.download.includes(contentType)
    ) {
      // A download's refusal (401, 404, ...) is JSON like every other answer.
      if (contentType !== "application/json")
        throw new UpstreamError(
          "bad-answer",
          `The upstream API answered ${contentType || "without a content type"}.`,
        );
    }
    const bytes = await readCapped(response);
    if (request.expect !== "json" && contentType !== "application/json")
      return { status: response.status, headers: response.headers, bytes };
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      throw new UpstreamError("bad-answer", "The upstream API's answer is not valid JSON.", { cause: error });
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      throw new UpstreamError("bad-answer", "The upstream API's answer is not a JSON object.");
    }
    return { status: response.status, headers: response.headers, json: json as Record<string, unknown> };
  } catch (error) {
    await response.body?.cancel().catch(() => undefined);
    if (error instanceof UpstreamError) throw error;
    if (isTimeout(error))
      throw new UpstreamError("timeout", "The upstream API did not finish its answer in time.", {
        cause: error,
      });
    throw new UpstreamError("unreachable", "The upstream API's answer broke off.", { cause: error });
  }
}

/** The body, refusing it as soon as it passes the size cap (a missing Content-Length too). */
async function readCapped(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > UPSTREAM_MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new UpstreamError(
        "bad-answer",
        `The upstream API's answer is over ${UPSTREAM_MAX_ANSWER_BYTES} bytes.`,
      );
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
