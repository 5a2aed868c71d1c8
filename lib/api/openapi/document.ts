import { z } from "zod";
import { apiListQueries } from "@/lib/api/api-v1";
import { type ApiScope, apiScopes, webhookEventTypes } from "@/lib/validation/api-options";
import {
  apiCommissionSchema,
  apiDealSchema,
  apiLeadSchema,
  apiPartnerSchema,
  apiPayoutSchema,
  apiReferralSchema,
  problemSchema,
} from "@/lib/validation/api-resources";
import { apiDealRegistrationSchema, dealStageSchema } from "@/lib/validation/deals";
import { newReferralSchema, referralStatusSchema } from "@/lib/validation/referrals";
import { webhookEventDataSchemas } from "@/lib/validation/webhook-events";
import { apiMdfClaimSchema, apiMdfRequestSchema } from "@/lib/validation/mdf-api";

// The OpenAPI 3.1 document of /api/v1, built from the very schemas the routes validate and
// answer with (JSON Schema 2020-12, which OpenAPI 3.1 uses as is): a field added to a form's
// schema appears here the same day.

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  // The dialect is the document's own (OpenAPI 3.1 is JSON Schema 2020-12): no $schema per schema.
  const generated = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  delete generated.$schema;
  return generated;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const resources = {
  Partner: apiPartnerSchema,
  Deal: apiDealSchema,
  Commission: apiCommissionSchema,
  Payout: apiPayoutSchema,
  Referral: apiReferralSchema,
  Lead: apiLeadSchema,
  MdfRequest: apiMdfRequestSchema,
  MdfClaim: apiMdfClaimSchema,
};
type Resource = keyof typeof resources;

/** The problems `statuses` name, and the 500 and 503 any route may answer. */
const problems = (statuses: number[]) =>
  Object.fromEntries(
    [...statuses, 500, 503].map((status) => [
      String(status),
      {
        description: problemDescriptions[status] ?? "Error",
        content: { "application/problem+json": { schema: ref("Problem") } },
      },
    ]),
  );
const problemDescriptions: Record<number, string> = {
  400:
    "The input is not valid (the body, the query, or a control character in the address): " +
    "`detail` and `errors` say why, as the portal's forms do.",
  401: "No API key, or one that is unknown or revoked.",
  403: "The key lacks the scope, or this kind of key cannot do this.",
  404: "Not found (or another company's, for a partner key).",
  409: "The change conflicts with the row's state.",
  413: "The body is too large.",
  415: "The body is not JSON.",
  429: "Too many requests for this key: see Retry-After.",
  500: "Server error: retry later.",
  503: "The service is temporarily unavailable: retry shortly.",
};

function queryParameters(schema: z.ZodType): Json[] {
  const properties = (jsonSchema(schema, "input").properties ?? {}) as Record<string, Json>;
  const descriptions: Record<string, string> = {
    cursor: "The nextCursor of the previous page.",
    limit: "Rows per page, 1 to 100.",
    status: "Only rows with this status.",
    updatedSince: "Only rows changed at or after this time (ISO 8601).",
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: false,
    description: descriptions[name],
    schema,
  }));
}

const idParameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
const json = (schema: Json) => ({ "application/json": { schema } });
const scopeNote = (scope: ApiScope, who: string) => `Scope \`${scope}\`; ${who}.`;

/** A webhook's operation name: "deal.stage_changed" is dealStageChangedEvent. */
export function webhookOperationId(type: string): string {
  const words = type.split(/[._]/);
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("") + "Event";
}

function list(resource: Resource, scope: ApiScope, who: string, summary: string) {
  const name = resource.toLowerCase() + "s";
  return {
    operationId: `list${resource}s`,
    summary,
    description: scopeNote(scope, who),
    tags: [resource],
    parameters: queryParameters(apiListQueries[name as keyof typeof apiListQueries]),
    responses: {
      "200": {
        description: `A page of ${name}, oldest change first.`,
        content: json({
          type: "object",
          properties: {
            data: { type: "array", items: ref(resource) },
            nextCursor: { type: ["string", "null"] },
          },
          required: ["data", "nextCursor"],
          additionalProperties: false,
        }),
      },
      ...problems([400, 401, 403, 429]),
    },
  };
}

function getOne(resource: Resource, scope: ApiScope, who: string) {
  return {
    operationId: `get${resource}`,
    summary: `One ${resource.toLowerCase()}`,
    description: scopeNote(scope, who),
    tags: [resource],
    parameters: [idParameter],
    responses: {
      "200": { description: `The ${resource.toLowerCase()}.`, content: json(single(resource)) },
      ...problems([400, 401, 403, 404, 429]),
    },
  };
}

function write(
  resource: Resource,
  operationId: string,
  summary: string,
  description: string,
  body: z.ZodType,
  created: boolean,
) {
  return {
    operationId,
    summary,
    description,
    tags: [resource],
    requestBody: { required: true, content: json(jsonSchema(body, "input")) },
    responses: {
      [created ? "201" : "200"]: {
        description: created ? `The new ${resource.toLowerCase()}.` : `The ${resource.toLowerCase()} now.`,
        content: json(single(resource)),
      },
      ...problems([400, 401, 403, 404, 409, 413, 415, 429]),
    },
  };
}

const single = (resource: Resource) => ({
  type: "object",
  properties: { data: ref(resource) },
  required: ["data"],
  additionalProperties: false,
});

const anyKey = "team keys (every partner's rows) and partner keys (their company's)";

/** The document GET /api/v1/openapi.json answers; `serverUrl` is this deployment's address. */
export function buildOpenApiDocument(serverUrl: string): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: "Partner programme API",
      version: "1.0.0",
      description:
        "JSON over HTTPS. Send `Authorization: Bearer <key>`. Collections answer `{ data, nextCursor }`; " +
        "money is an integer `amount` in the minor units of its ISO `currency` (EUR 12,000.00 is " +
        '`{ "amount": 1200000, "currency": "EUR" }`; JPY has no minor unit); ' +
        "errors are RFC 9457 problem details.",
    },
    servers: [{ url: `${serverUrl.replace(/\/$/, "")}/api/v1` }],
    security: [{ apiKey: [] }],
    tags: Object.keys(resources).map((name) => ({ name })),
    paths: {
      "/partners": { get: list("Partner", "partners:read", "team keys", "Partner companies") },
      "/partners/{id}": { get: getOne("Partner", "partners:read", "team keys") },
      "/deals": {
        get: list("Deal", "deals:read", anyKey, "Deals"),
        post: write(
          "Deal",
          "registerDeal",
          "Register a deal",
          `${scopeNote("deals:write", "partner keys")} The deal awaits the programme team's review.`,
          apiDealRegistrationSchema,
          true,
        ),
      },
      "/deals/{id}": {
        get: getOne("Deal", "deals:read", anyKey),
        patch: {
          ...write(
            "Deal",
            "setDealStage",
            "Set an approved deal's stage",
            `${scopeNote("deals:write", "team keys")} Closed won earns the partner's commission.`,
            dealStageSchema,
            false,
          ),
          parameters: [idParameter],
        },
      },
      "/commissions": { get: list("Commission", "commissions:read", "team keys", "Commission ledger lines") },
      "/payouts": { get: list("Payout", "payouts:read", "team keys", "Payout requests") },
      "/referrals": {
        get: list("Referral", "referrals:read", anyKey, "Referrals"),
        post: write(
          "Referral",
          "createReferral",
          "Refer a lead",
          scopeNote("referrals:write", "partner keys"),
          newReferralSchema,
          true,
        ),
      },
      "/mdf-requests": {
        get: list("MdfRequest", "mdf:read", anyKey, "Market development fund requests"),
      },
      "/mdf-requests/{id}": { get: getOne("MdfRequest", "mdf:read", anyKey) },
      "/mdf-claims": {
        get: list("MdfClaim", "mdf:read", anyKey, "Market development claims"),
      },
      "/referrals/{id}": {
        get: getOne("Referral", "referrals:read", anyKey),
        patch: {
          ...write(
            "Referral",
            "setReferralStatus",
            "Set a referral's status",
            scopeNote("referrals:write", "team keys"),
            referralStatusSchema,
            false,
          ),
          parameters: [idParameter],
        },
      },
      "/leads": { get: list("Lead", "leads:read", anyKey, "Leads offered to partners") },
      "/leads/{id}": { get: getOne("Lead", "leads:read", anyKey) },
    },
    webhooks: Object.fromEntries(
      webhookEventTypes.map((type) => [
        type,
        {
          post: {
            operationId: webhookOperationId(type),
            summary: `The ${type} event`,
            description:
              "Signed as Standard Webhooks: headers webhook-id, webhook-timestamp and webhook-signature " +
              "(v1, base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret).",
            requestBody: {
              content: json({
                type: "object",
                properties: {
                  type: { const: type },
                  timestamp: { type: "string", format: "date-time" },
                  data: jsonSchema(webhookEventDataSchemas[type], "output"),
                },
                required: ["type", "timestamp", "data"],
                additionalProperties: false,
              }),
            },
            responses: { "200": { description: "Any 2xx answer acknowledges the delivery." } },
          },
        },
      ]),
    ),
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: `An API key (fl_live_...). Scopes: ${apiScopes.join(", ")}.`,
        },
      },
      schemas: {
        ...Object.fromEntries(
          Object.entries(resources).map(([name, schema]) => [name, jsonSchema(schema, "output")]),
        ),
        Problem: jsonSchema(problemSchema, "output"),
      },
    },
  };
}
