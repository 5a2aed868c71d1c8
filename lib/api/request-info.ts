import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/server/env";

/**
 * The client's address. Next's server appends the socket address to X-Forwarded-For,
 * so the last entry is the nearest peer; with TRUST_PROXY_HOPS=n (n proxies in front
 * of the app) the entry n places from the end is the client.
 */
export function clientIp(request: NextRequest): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = Number(process.env.TRUST_PROXY_HOPS ?? "0") || 0;
  return forwarded[forwarded.length - 1 - hops] ?? forwarded[0] ?? request.headers.get("x-real-ip") ?? "unknown";
}

/**
 * True when the request carries no Origin (a non-browser client) or an Origin that is
 * this site: the request's own host or APP_URL.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = new Set([request.headers.get("host"), request.nextUrl.host, new URL(env().APP_URL).host]);
  return hosts.has(originHost);
}
