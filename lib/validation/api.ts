import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { apiScopes, partnerApiScopes, webhookEventTypes } from "./api-options";
import { singleLineText } from "./text";

// The public API: its messages, the console's and Settings' key and webhook forms, and the
// list query every /api/v1 collection takes. The writes of /api/v1 use the portal's own
// schemas (lib/validation/deals.ts, referrals.ts).

export {
  API_KEY_PREFIX,
  apiScopes,
  partnerApiScopes,
  webhookEventTypes,
  type ApiScope,
  type WebhookEventType,
} from "./api-options";

export const apiMessages = {
  missingKey: "An API key is required: send it as Authorization: Bearer <key>.",
  invalidKey: "The API key is not valid or has been revoked.",
  missingScope: (scope: string) => `This API key does not have the ${scope} scope.`,
  teamOnly: "Only a programme team key can do this.",
  partnerOnly: "Only a partner key can do this: deals are registered by the partner that holds them.",
  tooManyRequests: "Too many requests for this API key. Please try again later.",
  tooManyKeyChanges: "Too many API key changes. Please try again later.",
  tooManyFailures: "Too many requests without a valid API key. Please try again later.",
  keyName: "Please name the key (up to 100 characters).",
  scopes: "Choose at least one scope.",
  partnerScopes: "A partner key may only have the deals and referrals scopes.",
  keyNotFound: "API key not found.",
  keyRevoked: "This API key has already been revoked.",
  keyOwnerOnly: "Only the company's owner or an admin can manage API keys.",
  creatorTwoFactor:
    "Your company requires two-factor authentication: this key works again once the colleague who created it turns two-factor authentication on.",
  cursor: "The cursor is not valid: use the nextCursor of the previous page.",
  updatedSince: "updatedSince must be an ISO date-time such as 2026-01-31T00:00:00Z.",
  limit: "limit must be a whole number from 1 to 100.",
  status: "Unknown status.",
  webhookUrl: "Please enter an https:// address for the endpoint (up to 2,000 characters).",
  webhookEvents: "Choose at least one event.",
  webhookNotFound: "Webhook endpoint not found.",
  deliveryNotFound: "Delivery not found.",
  webhookStatus: "Choose active or disabled.",
  replayFields: "Replaying a delivery takes no fields: send the request without a body.",
  privateTarget:
    "The endpoint's address is a private, loopback, link-local or metadata address; webhooks go to public addresses only.",
  unresolvable: "The endpoint's host name could not be resolved.",
} as const;

export const apiKeyNameSchema = singleLineText(100, {
  required: apiMessages.keyName,
  tooLong: apiMessages.keyName,
});

const scopeList = <T extends readonly [string, ...string[]]>(scopes: T, message: string) =>
  z
    .array(z.enum(scopes, { error: message }), { error: apiMessages.scopes })
    .min(1, apiMessages.scopes)
    .max(scopes.length, apiMessages.scopes)
    .refine((list) => new Set(list).size === list.length, apiMessages.scopes);

/** POST /api/admin/api-keys: a team key with any scopes. */
export const teamApiKeySchema = z
  .object({ name: apiKeyNameSchema, scopes: scopeList(apiScopes, apiMessages.scopes) })
  .strict();

/** POST /api/partners/api-keys: a partner key, deals and referrals only. */
export const partnerApiKeySchema = z
  .object({ name: apiKeyNameSchema, scopes: scopeList(partnerApiScopes, apiMessages.partnerScopes) })
  .strict();
export type NewApiKey = z.output<typeof teamApiKeySchema>;

/** POST /api/admin/webhooks. Whether the address is public is checked by the service (DNS). */
export const webhookEndpointSchema = z
  .object({
    url: singleLineText(2000, { required: apiMessages.webhookUrl, tooLong: apiMessages.webhookUrl }).refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      apiMessages.webhookUrl,
    ),
    events: z
      .array(z.enum(webhookEventTypes, { error: apiMessages.webhookEvents }), {
        error: apiMessages.webhookEvents,
      })
      .min(1, apiMessages.webhookEvents)
      .max(webhookEventTypes.length, apiMessages.webhookEvents)
      .refine((list) => new Set(list).size === list.length, apiMessages.webhookEvents),
  })
  .strict();
export type NewWebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** PATCH /api/admin/webhooks/{id}. */
export const webhookStatusSchema = z
  .object({ status: z.enum(["active", "disabled"], { error: apiMessages.webhookStatus }) })
  .strict();

/** The query of every /api/v1 collection: a page after `cursor`, by one of its `statuses` and last change. */
export function apiListQuerySchema<const Status extends string>(statuses: readonly Status[]) {
  return z
    .object({
      cursor: z.string({ error: apiMessages.cursor }).max(200, apiMessages.cursor).optional(),
      limit: z.coerce
        .number({ error: apiMessages.limit })
        .int(apiMessages.limit)
        .min(1, apiMessages.limit)
        .max(100, apiMessages.limit)
        .default(50),
      status: z.enum(statuses as readonly [Status, ...Status[]], { error: apiMessages.status }).optional(),
      updatedSince: z.iso.datetime({ offset: true, error: apiMessages.updatedSince }).optional(),
    })
    .strict();
}
export type ApiListQuery<Status extends string = string> = z.output<
  ReturnType<typeof apiListQuerySchema<Status>>
>;

/** A key as the console's and Settings' lists show it (never the secret). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** fl_live_ and the key's next 8 characters. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The colleague who created and holds it; null once they are gone (or for a team key a script made). */
  createdBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const webhookEndpointSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  status: z.enum(["active", "disabled"]),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpointSummary = z.infer<typeof webhookEndpointSummarySchema>;

export const webhookDeliverySummarySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliverySummary = z.infer<typeof webhookDeliverySummarySchema>;
