import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { authenticateApiKey, type ApiKeyCaller } from "@/lib/server/api-keys/keys";
import { consumeRateLimit, isRateLimited, type RateLimitRule } from "@/lib/server/rate-limit";
import { env } from "@/lib/server/env";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { apiMessages } from "@/lib/validation/api";
import { firstForbiddenText, parseWith } from "@/lib/validation/parse";
import type { ApiScope } from "@/lib/validation/api-options";
import { MINUTE_MS } from "@/lib/time";
import { Refusal } from "@/lib/refusal";
import { problemFor, problemResponse } from "./problem";
import { readJsonBody } from "./read-body";
import { clientIp } from "./request-info";

// The wrapper of every /api/v1 route: the address's characters (400), the Bearer key (401;
// an address that keeps sending bad keys gets 429), its scope (403), the key's own rate
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

/** Requests without a valid key per client address (10 minutes), before it is answered 429. */
export const failedKeysPerAddress: RateLimitRule = {
  name: "api:failed-key:ip",
  limit: 30,
  windowMs: 10 * MINUTE_MS,
};

function tooMany(result: { retryAfterSeconds: number }, message: string): Response {
  return problemResponse(429, message, undefined, {
    "Retry-After": String(result.retryAfterSeconds),
  });
}

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
      // The address first, as withHandler does: a NUL never reaches a query, key or no key.
      const params = Object.fromEntries(
        Object.entries((await route?.params) ?? {}).map(([name, value]) => [name, String(value)]),
      );
      if (firstForbiddenText(params) || firstForbiddenText([...request.nextUrl.searchParams]))
        throw new Refusal(400, forbiddenAddressMessage);
      const ip = clientIp(request);
      const failures = {
        ...failedKeysPerAddress,
        limit: failedKeysPerAddress.limit * env().ADDRESS_RATE_LIMIT_SCALE,
      };
      if (await isRateLimited(failures, ip))
        return tooMany(await consumeRateLimit(failures, ip), apiMessages.tooManyFailures);
      const key = bearerKey(request);
      const caller = key ? await authenticateApiKey(key) : null;
      if (!caller) {
        // Counted per address: guessing keys (or a client sending none) is soon held back.
        await consumeRateLimit(failures, ip);
        return problemResponse(401, key ? apiMessages.invalidKey : apiMessages.missingKey, undefined, {
          "WWW-Authenticate": 'Bearer realm="api"',
        });
      }
      if (!caller.scopes.includes(options.scope))
        throw new Refusal(403, apiMessages.missingScope(options.scope));
      if (options.caller === "team" && caller.partnerId) throw new Refusal(403, apiMessages.teamOnly);
      if (options.caller === "partner" && !caller.partnerId) throw new Refusal(403, apiMessages.partnerOnly);
      const limit = await consumeRateLimit(apiKeyLimit, caller.keyId);
      if (!limit.allowed) return tooMany(limit, apiMessages.tooManyRequests);
      const body = options.body
        ? parseWith(options.body, await readJsonBody(request, options.maxBodyBytes ?? 32 * 1024))
        : undefined;
      const result = await handler({ request, caller, body: body as Parsed<Schema>, params });
      return result instanceof Response
        ? result
        : Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
    } catch (error) {
      return await problemFor(error, request.headers.get("x-request-id"));
    }
  };
}

/** The query string parsed with `schema` (400 with its message when wrong). */
export function parseApiQuery<Schema extends z.ZodType>(schema: Schema, request: Request): z.infer<Schema> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}
