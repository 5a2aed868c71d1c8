// The client's address for rate limits, from the connection and never from the client's say.
//
// Next's server keeps an X-Forwarded-For header that a request brings and only adds the
// socket's address when there is none, so a client could name any address it liked. The
// production entry (server/server.ts) rewrites the header before Next sees it: with no
// trusted proxy in front (TRUST_PROXY_HOPS=0) it is exactly the connection's peer; with n
// proxies it keeps the last n entries they appended and adds the peer (the nearest proxy).
// lib/api/request-info.ts then reads the entry n places from the end.
import type { Server } from "node:http";

/** "::ffff:127.0.0.1" (an IPv4 peer on a dual-stack socket) reads as "127.0.0.1". */
export function plainAddress(address: string | undefined): string {
  if (!address) return "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** The X-Forwarded-For value the application may trust for a request. */
export function trustedForwardedFor(
  header: string | string[] | undefined,
  peer: string | undefined,
  hops: number,
): string {
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const trusted = hops > 0 ? entries.slice(-hops) : [];
  return [...trusted, plainAddress(peer)].join(", ");
}

/** Rewrites each request's forwarding headers before any other request listener runs. */
export function trustConnectionAddress<S extends Server>(server: S, hops: number): S {
  server.prependListener("request", (request) => {
    request.headers["x-forwarded-for"] = trustedForwardedFor(
      request.headers["x-forwarded-for"],
      request.socket.remoteAddress,
      hops,
    );
    delete request.headers["x-real-ip"];
  });
  return server;
}
