import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./targets";

// One HTTP POST to a webhook target, connected to the address resolveWebhookTarget checked
// (the lookup is pinned to it) while the Host header and TLS name stay the URL's. Redirects
// are not followed: a 3xx is a failed delivery like any other non-2xx answer.

export type PostWebhook = (
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number }>;

const TIMEOUT_MS = 10_000;

export const postWebhook: PostWebhook = (target, headers, body) =>
  new Promise((resolve, reject) => {
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
        timeout: TIMEOUT_MS,
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        // The answer's body is not read beyond what arrives: only its status counts.
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
    request.end(body);
  });
