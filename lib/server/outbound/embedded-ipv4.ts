import { isIP } from "node:net";

// IPv6 addresses that carry an IPv4 address inside them reach that IPv4 host (through the
// kernel, a 6to4 relay or a NAT64 gateway), so an outbound address is judged by the IPv4
// address it embeds. Every form that embeds one is listed here.

/** The eight 16-bit groups of an IPv6 address (zone removed), or null when it is not one. */
export function ipv6Groups(raw: string): number[] | null {
  const address = raw.replace(/%.*$/, "");
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const groups = [...left, ...fill, ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

const v4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");

/**
 * The IPv4 addresses an IPv6 address embeds: IPv4-compatible (::a.b.c.d), IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96 and the local
 * 64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::), Teredo (2001:0::/32: server and client) and
 * ISATAP interface identifiers (::5efe:a.b.c.d, ::200:5efe:a.b.c.d).
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (!g) return [];
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const found: string[] = [];
  const zero = (...groups: number[]) => groups.every((group) => group === 0);
  if (zero(g0, g1, g2, g3, g4) && (g5 === 0 || g5 === 0xffff)) found.push(v4(g6, g7));
  if (zero(g0, g1, g2, g3) && g4 === 0xffff && g5 === 0) found.push(v4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b) found.push(v4(g6, g7));
  if (g0 === 0x2002) found.push(v4(g1, g2));
  if (g0 === 0x2001 && g1 === 0) found.push(v4(g2, g3), v4(g6 ^ 0xffff, g7 ^ 0xffff));
  if ((g4 === 0 || g4 === 0x200) && g5 === 0x5efe) found.push(v4(g6, g7));
  return found;
}
