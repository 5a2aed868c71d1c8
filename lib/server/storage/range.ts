import type { ByteRange } from "./types";

// HTTP byte ranges (RFC 9110 §14): one range per request is served with 206; several
// ranges, or a header that is not a byte range at all, get the whole file (a server may
// ignore Range); a range that starts past the end is 416.

export type RangeDecision =
  { kind: "whole" } | { kind: "partial"; range: ByteRange } | { kind: "unsatisfiable" };

export function decideRange(header: string | null, size: number): RangeDecision {
  if (!header) return { kind: "whole" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  const [first, last] = [match[1]!, match[2]!];
  if (first === "") {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "partial", range: { start, end } };
}
