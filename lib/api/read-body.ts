import "server-only";
import { ApiError } from "./errors";

/** Reads a JSON request body of at most `maxBytes`, with a clear error for each way it can be wrong. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, "The request body must be JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readText(request, maxBytes);
  if (text.trim() === "") throw new ApiError(400, "The request body is empty.");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body is not valid JSON.");
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

function tooLarge(maxBytes: number) {
  const limit = maxBytes >= 1024 ? `${Math.floor(maxBytes / 1024)} KB` : `${maxBytes} bytes`;
  return new ApiError(413, `The request body is too large (limit ${limit}).`);
}
