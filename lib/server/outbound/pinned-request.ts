import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./addresses";

// One HTTP request to a checked target (addresses.ts), connected to the address that was
// checked (the lookup is pinned to it) while the Host header and TLS name stay the URL's.
// Redirects are not followed: a 3xx is answered as it is. The whole exchange has one
// deadline, so a server that answers slowly, a byte at a time, cannot hold the caller.

export interface PinnedRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Keep the answer's body (at most ANSWER_LIMIT_BYTES); otherwise it is read and dropped. */
  keepAnswerBody: boolean;
}

export interface PinnedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** The largest answer body kept: provider configurations, key sets and tokens are far smaller. */
export const ANSWER_LIMIT_BYTES = 1024 * 1024;

export function pinnedRequest(target: ResolvedTarget, request: PinnedRequest): Promise<PinnedAnswer> {
  return new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === "https:" ? https : http;
    const body = request.body ?? "";
    const outgoing = client.request(
      target.url,
      {
        method: request.method,
        lookup: pinned,
        signal: request.signal,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (!request.keepAnswerBody) return;
          size += chunk.length;
          if (size > ANSWER_LIMIT_BYTES)
            outgoing.destroy(new Error(`answer larger than ${ANSWER_LIMIT_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on("end", () => {
          clearTimeout(deadline);
          const headers: [string, string][] = [];
          for (let i = 0; i + 1 < response.rawHeaders.length; i += 2)
            headers.push([response.rawHeaders[i]!, response.rawHeaders[i + 1]!]);
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on("error", reject);
      },
    );
    const deadline = setTimeout(
      () => outgoing.destroy(new Error(`no complete answer within ${request.timeoutMs / 1000} s`)),
      request.timeoutMs,
    );
    outgoing.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.end(body);
  });
}
