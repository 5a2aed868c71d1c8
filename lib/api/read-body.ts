import "server-only";
import { Refusal, tooLarge } from "@/lib/refusal";

/** Reads a JSON request body of at most `maxBytes`, with a clear error for each way it can be wrong. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  requireJsonType(request);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readText(request, maxBytes);
  if (text.trim() === "") throw new Refusal(400, "The request body is empty.");
  return parseJson(text);
}

const NO_FIELDS_MAX_BYTES = 1024;

/**
 * For a POST that chooses nothing (a withdrawal, Request Payment): no body, an empty one or
 * `{}` is fine. A field (a status, an amount) would suggest a choice the request does not
 * make, so anything else is refused with `message` (400, errors.body) before anything
 * changes; a body that is not JSON or is over 1 KB gets the usual 415, 400 or 413.
 */
export async function refuseBodyFields(request: Request, message: string): Promise<void> {
  if (!request.body) return;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > NO_FIELDS_MAX_BYTES) throw tooLarge(NO_FIELDS_MAX_BYTES);
  const text = await readText(request, NO_FIELDS_MAX_BYTES);
  // An empty body (a proxy may forward none as an empty stream) is the same as none.
  if (text.trim() === "") return;
  requireJsonType(request);
  const value = parseJson(text);
  const isEmptyObject =
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
  if (!isEmptyObject) throw new Refusal(400, message, { body: message });
}

function requireJsonType(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new Refusal(415, "The request body must be JSON (Content-Type: application/json).");
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, "The request body is not valid JSON.");
  }
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}
