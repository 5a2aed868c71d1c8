import "server-only";
import { Refusal } from "@/lib/refusal";
import { env } from "@/lib/server/env";
import { apiMessages } from "@/lib/validation/api";
import {
  OutboundAddressError,
  resolveTarget,
  type ResolvedTarget,
  type Resolver,
} from "@/lib/server/outbound/addresses";

// Where a webhook may go: an https URL whose host resolves only to public addresses
// (lib/server/outbound/addresses.ts). The check runs when the endpoint is registered and
// again at each delivery, which connects to the very address it checked.

export type { ResolvedTarget, Resolver };

const messages = {
  url: apiMessages.webhookUrl,
  unresolvable: apiMessages.unresolvable,
  private: apiMessages.privateTarget,
} as const;

/** The checked target, or 400 with the reason. */
export async function resolveWebhookTarget(raw: string, resolve?: Resolver): Promise<ResolvedTarget> {
  const allowPrivate = env().WEBHOOK_ALLOW_PRIVATE_TARGETS;
  try {
    return await resolveTarget(raw, { allowPrivate, allowHttp: allowPrivate }, resolve);
  } catch (error) {
    if (!(error instanceof OutboundAddressError)) throw error;
    const message = messages[error.reason];
    throw new Refusal(400, message, { url: message });
  }
}
