import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/server/db/unavailable";
import { env } from "@/lib/server/env";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { UNAVAILABLE_MESSAGE } from "@/server/database-unavailable";
import { moduleLog } from "@/lib/server/log";
import { consumeRateLimit, type RateLimitRule } from "@/lib/server/rate-limit";
import { UpstreamError } from "@/lib/server/upstream/fetch-upstream";
import { isPartnerApiPath, partnerApiBase } from "@/lib/server/upstream/partner-api";
import { forwardToPartnerApi, upstreamFailure } from "./forward-to-partner-api";
import { firstForbiddenText, parseWith } from "@/lib/validation/parse";
import { Refusal } from "@/lib/refusal";
import { errorBody } from "./errors";
import { readJsonBody } from "./read-body";
import { clientIp, isSameOrigin } from "./request-info";

export interface HandlerContext<Body> {
  request: NextRequest;
  body: Body;
  ip: string;
  params: Record<string, string>;
}

export interface HandlerOptions<Schema extends z.ZodType | undefined> {
  /** Validates a JSON body; the handler receives the parsed value. */
  body?: Schema;
  /** Largest JSON body accepted, in bytes (default 32 KB). */
  maxBodyBytes?: number;
  /**
   * Counted per client address before the session and the body are read. `writesOnly`:
   * counts POST, PUT, PATCH and DELETE requests only (a default that also covers reads).
   */
  rateLimit?: RateLimitRule & { message: string; writesOnly?: boolean };
  /** Refuse foreign Origin headers (default: on for every method but GET and HEAD). */
  checkOrigin?: boolean;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Result = Response | Record<string, unknown>;

/**
 * The one wrapper every route handler goes through: Origin check, rate limit, body
 * parsing and validation, then the handler; typed errors become JSON answers. In proxy
 * mode (PARTNER_API_URL) the partner endpoints are forwarded after the Origin check.
 */
export function withHandler<Schema extends z.ZodType | undefined = undefined>(
  options: HandlerOptions<Schema>,
  handler: (ctx: HandlerContext<Schema extends z.ZodType ? z.infer<Schema> : undefined>) => Promise<Result>,
) {
  return async (request: NextRequest, route?: RouteContext): Promise<Response> => {
    try {
      const stateChanging = !["GET", "HEAD"].includes(request.method);
      if ((options.checkOrigin ?? stateChanging) && !isSameOrigin(request)) {
        throw new Refusal(403, "Cross-site requests are not allowed.");
      }
      const ip = clientIp(request);
      // Proxy mode: the partner endpoints are answered by the partner API (it validates,
      // rate-limits per forwarded address and keeps the data); every route is covered here.
      const partnerApi = partnerApiBase();
      if (partnerApi && isPartnerApiPath(request.nextUrl.pathname))
        return await forwardToPartnerApi(request, partnerApi, ip);
      if (options.rateLimit && (stateChanging || !options.rateLimit.writesOnly)) {
        const rule = {
          ...options.rateLimit,
          limit: options.rateLimit.limit * env().ADDRESS_RATE_LIMIT_SCALE,
        };
        const result = await consumeRateLimit(rule, ip);
        if (!result.allowed) {
          return NextResponse.json(errorBody(options.rateLimit.message), {
            status: 429,
            headers: { "Retry-After": String(result.retryAfterSeconds) },
          });
        }
      }
      const params = Object.fromEntries(
        Object.entries((await route?.params) ?? {}).map(([key, value]) => [key, String(value)]),
      );
      // Path parameters and every query parameter (names and values), whether or not a
      // schema reads them: a route that passes one straight to SQL must not meet a NUL.
      if (firstForbiddenText(params) || firstForbiddenText([...request.nextUrl.searchParams])) {
        throw new Refusal(400, forbiddenAddressMessage);
      }
      let body: unknown = undefined;
      if (options.body) {
        const raw = await readJsonBody(request, options.maxBodyBytes ?? 32 * 1024);
        body = parseWith(options.body, raw);
      }
      const result = await handler({ request, body: body as never, ip, params });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error, request.headers.get("x-request-id"));
    }
  };
}

/** The JSON answer for `error`; unexpected ones are logged with the request's id. */
export function errorResponse(error: unknown, reqId?: string | null): Response {
  if (error instanceof Refusal) {
    return NextResponse.json(errorBody(error.message, error.fields), { status: error.status });
  }
  // The partner API (proxy mode) could not tell who is signed in.
  if (error instanceof UpstreamError) return upstreamFailure(error, "session check");
  if (isDatabaseUnavailable(error)) {
    moduleLog("api").error({ err: error, reqId }, "database unavailable");
    return NextResponse.json(errorBody(UNAVAILABLE_MESSAGE), {
      status: 503,
    });
  }
  moduleLog("api").error({ err: error, reqId }, "unexpected error");
  return NextResponse.json(errorBody("Server error. Please try again later."), { status: 500 });
}
