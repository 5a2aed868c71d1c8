import "server-only";
import { Readable } from "node:stream";
import { Refusal } from "@/lib/refusal";
import { storage, StorageNotFoundError, type StoredDownload } from "@/lib/server/storage";
import { decideRange } from "@/lib/server/storage/range";

// Serves a stored file as a download (never inline), streamed from the store, with byte
// ranges for players and resumed downloads. A key names one immutable object (a replaced
// file gets a new key), so the key is the ETag and If-Range compares it.

function disposition(fileName: string): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `onServe` runs once the file is found and about to be sent (200 or 206), never for a 404 or 416. */
export async function fileResponse(
  request: Request,
  file: StoredDownload,
  notFoundMessage: string,
  onServe?: () => Promise<void>,
): Promise<Response> {
  const etag = `"${file.key.replace(/[^A-Za-z0-9.-]/g, "-")}"`;
  const ifRange = request.headers.get("if-range");
  const decision =
    ifRange && ifRange !== etag
      ? { kind: "whole" as const }
      : decideRange(request.headers.get("range"), file.size);
  const headers: Record<string, string> = {
    "Content-Type": file.mimeType,
    "Content-Disposition": disposition(file.fileName),
    "Accept-Ranges": "bytes",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
  if (decision.kind === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${file.size}` },
    });
  }
  const range = decision.kind === "partial" ? decision.range : undefined;
  let opened;
  try {
    opened = await storage().open(file.key, range);
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw new Refusal(404, notFoundMessage);
    throw error;
  }
  if (onServe) {
    try {
      await onServe();
    } catch (error) {
      opened.stream.destroy();
      throw error;
    }
  }
  const body = Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>;
  if (!range) return new Response(body, { headers: { ...headers, "Content-Length": String(file.size) } });
  return new Response(body, {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.end - range.start + 1),
      "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
    },
  });
}
