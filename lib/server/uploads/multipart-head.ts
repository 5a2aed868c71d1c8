import "server-only";
import { Refusal } from "@/lib/refusal";

// The start of a multipart body, checked before the parser sees it: the first boundary must
// come within MAX_PREAMBLE_BYTES (counted from the first byte of the body, however the
// chunks fall), be followed by CRLF (or "--", an empty form), and the first part's header
// block must end within MAX_HEADER_BYTES. Past that point the parser's own limits hold
// (busboy refuses a header block over 16 KB) and so does the body limit. Without this
// check a body that never reaches a part would be read up to the body limit.

export const MAX_PREAMBLE_BYTES = 4 * 1024;
/** As busboy's own limit for a part's header block. */
export const MAX_HEADER_BYTES = 16 * 1024;

export const malformed = () => new Refusal(400, "Malformed multipart body.");

export function checkMultipartHead(boundary: string): { push: (chunk: Uint8Array) => void } {
  // The body may start with the boundary itself, or with a preamble and CRLF before it.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from("\r\n\r\n");
  let seen = Buffer.from("\r\n");
  let passed = false;
  return {
    push(chunk) {
      if (passed) return;
      seen = Buffer.concat([seen, chunk]);
      const at = seen.indexOf(delimiter);
      // The preamble is everything before the boundary (less the CRLF prepended above).
      if (at === -1) {
        if (seen.length - 2 > MAX_PREAMBLE_BYTES + delimiter.length) throw malformed();
        return;
      }
      if (at > MAX_PREAMBLE_BYTES) throw malformed();
      const after = at + delimiter.length;
      if (seen.length < after + 2) return;
      const next = seen.subarray(after, after + 2).toString("latin1");
      if (next === "--") {
        passed = true;
        return;
      }
      if (next !== "\r\n") throw malformed();
      const end = seen.indexOf(headerEnd, after);
      // An empty header block: the CRLF after the boundary line is followed by another.
      const headers = seen.subarray(after + 2, after + 4).toString("latin1") === "\r\n" ? after : end;
      if (headers === -1) {
        if (seen.length - after > MAX_HEADER_BYTES) throw malformed();
        return;
      }
      if (headers - after > MAX_HEADER_BYTES) throw malformed();
      passed = true;
      seen = Buffer.alloc(0);
    },
  };
}
