// How long an idle kept-alive connection stays open. Node closes one after 5 s; a load
// balancer keeps its pooled connections to the server open far longer (60 s on AWS ALB,
// nginx upstream keepalive and most others) and reuses one whenever it likes. If the server
// closes a connection just as the balancer sends the next request on it, that request fails
// ("other side closed", a 502 to the visitor). So the server must be the side that waits
// longer: KEEP_ALIVE_TIMEOUT_MS (default 65 s) above the balancer's idle timeout, and the
// headers timeout above that, as Node's documentation advises, so a request that starts on
// a connection about to time out is not cut while its headers arrive.
import type { Server } from "node:http";

export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node's default request timeout is 300 s; the headers timeout must stay under it. */
export const MAX_KEEP_ALIVE_TIMEOUT_MS = 240_000;
const HEADERS_MARGIN_MS = 1_000;

export interface ConnectionTimeouts {
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
}

/** The timeouts for a keep-alive timeout (KEEP_ALIVE_TIMEOUT_MS); throws when it is out of range. */
export function connectionTimeouts(keepAliveTimeoutMs: number): ConnectionTimeouts {
  if (
    !Number.isInteger(keepAliveTimeoutMs) ||
    keepAliveTimeoutMs < 1 ||
    keepAliveTimeoutMs > MAX_KEEP_ALIVE_TIMEOUT_MS
  )
    throw new RangeError(
      `KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${MAX_KEEP_ALIVE_TIMEOUT_MS}.`,
    );
  return { keepAliveTimeoutMs, headersTimeoutMs: keepAliveTimeoutMs + HEADERS_MARGIN_MS };
}

/** Applies the timeouts to a server before it listens. */
export function keepingIdleConnections<S extends Server>(server: S, timeouts: ConnectionTimeouts): S {
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.headersTimeout = timeouts.headersTimeoutMs;
  return server;
}
