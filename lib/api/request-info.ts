import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/server/env";

/**
 * The client's address, for rate limits. The production server (server/server.ts) sets
 * X-Forwarded-For from the connection: with TRUST_PROXY_HOPS=n (n proxies in front of the
 * app) it holds the n entries those proxies appended and then the socket's peer, so the
 * entry n places from the end is the client. The client's own header never gets through.
 */
export function clientIp(request: NextRequest): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = env().TRUST_PROXY_HOPS;
  return forwarded[forwarded.length - 1 - hops] ?? forwarded[0] ?? "unknown";
}

/**
 * True when the request carries no Origin (a non-browser client) or exactly this site's:
 * the scheme, host and port of APP_URL. Neither the request's Host header nor another
 * scheme or a different name for the same machine (localhost for 127.0.0.1) counts.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).origin === new URL(env().APP_URL).origin;
  } catch {
    return false;
  }
}
