import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { authenticateApiKey, type ApiKeyCaller } from "@/lib/server/api-keys/keys";
import { consumeRateLimit, type RateLimitRule } from "@/lib/server/rate-limit";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { apiMessages } from "@/lib/validation/api";
import { firstForbiddenText, parseWith } from "@/lib/validation/parse";
import type { ApiScope } from "@/lib/types/api";
import { MINUTE_MS } from "@/lib/time";
import { ApiError } from "./errors";
import { problemFor, problemResponse } from "./problem";
import { readJsonBody } from "./read-body";

// The wrapper of every /api/v1 route: the Bearer key (401), its scope (403), its own rate
// limit (429), then the query and the body, validated by the portal's schemas. A key is not
// sent by a browser on its own, so no Origin check: any server may call.

export interface ApiKeyContext<Body> {
  request: NextRequest;
  caller: ApiKeyCaller;
  body: Body;
  params: Record<string, string>;
}

export interface ApiKeyOptions<Schema extends z.ZodType | undefined> {
  scope: ApiScope;
  /** Who may call beyond the scope: a team key, a partner key, or either (default). */
  caller?: "team" | "partner";
  body?: Schema;
  maxBodyBytes?: number;
}

/** Requests per key and minute, whatever the route. */
export const apiKeyLimit: RateLimitRule = { name: "api:key", limit: 300, windowMs: MINUTE_MS };

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Parsed<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

function bearerKey(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function withApiKey<Schema extends z.ZodType | undefined = undefined>(
  options: ApiKeyOptions<Schema>,
  handler: (ctx: ApiKeyContext<Parsed<Schema>>) => Promise<Response | Record<string, unknown>>,
) {
  return async (request: NextRequest, route?: RouteContext): Promise<Response> => {
    try {
      const key = bearerKey(request);
      const challenge = { "WWW-Authenticate": 'Bearer realm="api"' };
      if (!key) return problemResponse(401, apiMessages.missingKey, undefined, challenge);
      const caller = await authenticateApiKey(key);
      if (!caller) return problemResponse(401, apiMessages.invalidKey, undefined, challenge);
      if (!caller.scopes.includes(options.scope))
        throw new ApiError(403, apiMessages.missingScope(options.scope));
      if (options.caller === "team" && caller.partnerId) throw new ApiError(403, apiMessages.teamOnly);
      if (options.caller === "partner" && !caller.partnerId) throw new ApiError(403, apiMessages.partnerOnly);
      const limit = await consumeRateLimit(apiKeyLimit, caller.keyId);
      if (!limit.allowed)
        return problemResponse(429, apiMessages.tooManyRequests, undefined, {
          "Retry-After": String(limit.retryAfterSeconds),
        });
      const params = Object.fromEntries(
        Object.entries((await route?.params) ?? {}).map(([name, value]) => [name, String(value)]),
      );
      if (firstForbiddenText(params) || firstForbiddenText([...request.nextUrl.searchParams]))
        throw new ApiError(400, forbiddenAddressMessage);
      const body = options.body
        ? parseWith(options.body, await readJsonBody(request, options.maxBodyBytes ?? 32 * 1024))
        : undefined;
      const result = await handler({ request, caller, body: body as Parsed<Schema>, params });
      return result instanceof Response
        ? result
        : Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
    } catch (error) {
      return problemFor(error, request.headers.get("x-request-id"));
    }
  };
}

/** The query string parsed with `schema` (400 with its message when wrong). */
export function parseApiQuery<Schema extends z.ZodType>(schema: Schema, request: Request): z.infer<Schema> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}
