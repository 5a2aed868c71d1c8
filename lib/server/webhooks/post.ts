import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./targets";

// One HTTP POST to a webhook target, connected to the address resolveWebhookTarget checked
// (the lookup is pinned to it) while the Host header and TLS name stay the URL's. Redirects
// are not followed: a 3xx is a failed delivery like any other non-2xx answer. The whole
// exchange has one deadline, so a receiver that answers slowly, a byte at a time, cannot
// hold the sender.

export type PostWebhook = (
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number }>;

export const POST_TIMEOUT_MS = 10_000;

export function postWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === "https:" ? https : http;
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        // Only the status counts: the answer's body is read and dropped.
        response.resume();
        response.on("end", () => {
          clearTimeout(deadline);
          resolve({ status: response.statusCode ?? 0 });
        });
        response.on("error", reject);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no complete answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}
