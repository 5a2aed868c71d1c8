import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { embeddedIpv4 } from "./embedded-ipv4";

// Where the server may connect on someone else's word (a partner's webhook endpoint, a
// partner company's sign-in provider): a URL whose host resolves only to public addresses.
// The caller connects to the very address checked here (pinned-request.ts), so a name that
// resolved to a public address once and to 127.0.0.1 since (DNS rebinding) is refused then.
// This module knows no domain: callers turn an OutboundAddressError into their own answer.

const forbidden = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const)
  forbidden.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64 of any IPv4 address
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8],
  ["fd00:ec2::254", 128], // AWS metadata over IPv6
] as const)
  forbidden.addSubnet(network, prefix, "ipv6");

/** True for a loopback, private, link-local, metadata or otherwise non-public address. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbidden.check(address, "ipv4");
  if (family !== 6) return true;
  // An IPv6 form that carries an IPv4 address (::ffff:127.0.0.1, 2002:7f00:1::1, ...) is also
  // judged by that IPv4 address.
  if (embeddedIpv4(address).some((inner) => forbidden.check(inner, "ipv4"))) return true;
  return forbidden.check(address.replace(/%.*$/, ""), "ipv6");
}

/** Why an address was refused: not an allowed URL, a name without addresses, a private address. */
export type OutboundRefusal = "url" | "unresolvable" | "private";

export class OutboundAddressError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    readonly url: string,
  ) {
    super(`outbound request refused (${reason}): ${url}`);
    this.name = "OutboundAddressError";
  }
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export interface OutboundRules {
  /** Loopback and private addresses allowed (tests, private deployments). */
  allowPrivate: boolean;
  /** Plain http allowed besides https. */
  allowHttp: boolean;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves the URL's host and checks every address it has (one private address among
 * public ones is refused: the connection could pick it). Throws OutboundAddressError.
 */
export async function resolveTarget(
  raw: string,
  rules: OutboundRules,
  resolve: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundAddressError("url", raw);
  }
  if (url.protocol !== "https:" && !(rules.allowHttp && url.protocol === "http:"))
    throw new OutboundAddressError("url", raw);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new OutboundAddressError("unresolvable", raw);
  if (!rules.allowPrivate && addresses.some(({ address }) => isForbiddenAddress(address)))
    throw new OutboundAddressError("private", raw);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
