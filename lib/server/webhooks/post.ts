import "server-only";
import { pinnedRequest } from "@/lib/server/outbound/pinned-request";
import type { ResolvedTarget } from "./targets";

// One webhook POST, connected to the address resolveWebhookTarget checked. Redirects are not
// followed: a 3xx is a failed delivery like any other non-2xx answer.

export type PostWebhook = (
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number }>;

export const POST_TIMEOUT_MS = 10_000;

export async function postWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<{ status: number }> {
  // Only the status counts: the answer's body is read and dropped.
  const answer = await pinnedRequest(target, {
    method: "POST",
    headers,
    body,
    timeoutMs,
    keepAnswerBody: false,
  });
  return { status: answer.status };
}
