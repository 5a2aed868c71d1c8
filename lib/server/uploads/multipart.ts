import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import busboy from "busboy";
import { Refusal, tooLarge } from "@/lib/refusal";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "@/lib/server/file-modes";
import { checkMultipartHead, MAX_HEADER_BYTES, MAX_PREAMBLE_BYTES, malformed } from "./multipart-head";

// A streaming multipart/form-data reader on busboy: file parts go straight to temporary
// files on disk (never whole into memory), with the size, count and extension limits
// enforced while the bytes arrive, so an oversized upload is refused after at most one
// chunk. What is not a part's content is capped too: the preamble before the first boundary
// and the first part's header block (multipart-head.ts), every later header block (busboy:
// 16 KB), and the whole body (every part at its limit plus their headers), so a body that
// never gets to its parts is refused after a few KB, and one that does is refused as soon
// as it outgrows what the limits allow.

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** The one field name file parts may use. */
  fileField: string;
  maxFieldBytes: number;
  maxFields: number;
  messages: { tooLarge: (name: string) => string; badType: (name: string) => string; tooMany: string };
}

export interface StagedFile {
  originalName: string;
  extension: string;
  tempPath: string;
  size: number;
}

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: StagedFile[];
}

/** The most a body within `limits` can hold: every file and field at its limit, each part's headers, the preamble. */
export function multipartBodyLimit(limits: MultipartLimits): number {
  const parts = limits.maxFiles + limits.maxFields + 1;
  return (
    limits.maxFiles * limits.maxFileBytes +
    limits.maxFields * limits.maxFieldBytes +
    parts * (MAX_HEADER_BYTES + 256) +
    MAX_PREAMBLE_BYTES
  );
}

export function boundaryOf(contentType: string | null): string | null {
  const match = contentType?.match(
    /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i,
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The client's file name without any path, control characters or excess length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (
    base
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 200) || "file"
  );
}

/**
 * Reads `request`'s multipart body into `tempDir`. On any error every temporary file is
 * removed and the error is thrown (Refusal with the limits' messages).
 */
export async function parseMultipart(
  request: Request,
  tempDir: string,
  limits: MultipartLimits,
): Promise<ParsedMultipart> {
  const contentType = request.headers.get("content-type");
  const boundary = boundaryOf(contentType);
  if (!boundary || !contentType) throw new Refusal(415, "The request body must be multipart/form-data.");
  if (!request.body) throw new Refusal(400, "The request body is empty.");
  const maxBodyBytes = multipartBodyLimit(limits);
  if (Number(request.headers.get("content-length") ?? "0") > maxBodyBytes) throw tooLarge(maxBodyBytes);
  await fs.mkdir(tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });

  const result: ParsedMultipart = { fields: {}, files: [] };
  const reader = request.body.getReader();
  // The first error wins; everything after it only cleans up.
  let failure: unknown = null;
  let rejectFailed: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => {});
  const fail = (error: unknown) => {
    if (failure) return;
    failure = error instanceof Refusal ? error : malformed();
    rejectFailed(failure);
  };
  const writes: Promise<void>[] = [];

  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    // One byte over each limit, so reaching the limit exactly is no refusal.
    limits: {
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes + 1,
      fileSize: limits.maxFileBytes + 1,
      headerPairs: 32,
    },
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) return fail(new Refusal(413, `The field ${name} is too large.`));
    // An empty file input sent without a file name: no field of its own.
    if (name === limits.fileField && value === "") return;
    result.fields[name] = value;
  });
  parser.on("fieldsLimit", () => fail(new Refusal(400, "Too many form fields.")));
  parser.on("file", (name, stream, info) => {
    // A part skipped or cut short by a refusal: its stream's errors are the refusal's.
    stream.on("error", () => {});
    const skip = () => void stream.resume();
    // An empty file input sends a part without a file name: not an attachment.
    if (!info.filename || failure) return skip();
    const originalName = cleanFileName(info.filename);
    if (name !== limits.fileField) {
      skip();
      return fail(new Refusal(400, `Unexpected file field "${name}".`));
    }
    const extension = path.extname(originalName).slice(1).toLowerCase();
    if (!limits.extensions.includes(extension)) {
      skip();
      return fail(new Refusal(400, limits.messages.badType(originalName)));
    }
    if (result.files.length >= limits.maxFiles) {
      skip();
      return fail(new Refusal(400, limits.messages.tooMany));
    }
    const file: StagedFile = {
      originalName,
      extension,
      tempPath: path.join(tempDir, `${randomUUID()}.part`),
      size: 0,
    };
    result.files.push(file);
    stream.on("limit", () => fail(new Refusal(413, limits.messages.tooLarge(originalName))));
    writes.push(stageFile(file, stream).catch(fail));
  });
  parser.on("error", fail);
  const finished = new Promise<void>((resolve) => parser.on("close", resolve));

  try {
    const head = checkMultipartHead(boundary);
    let bodyBytes = 0;
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), failed]);
      if (done) break;
      bodyBytes += value.byteLength;
      if (bodyBytes > maxBodyBytes) throw tooLarge(maxBodyBytes);
      head.push(value);
      if (!parser.write(value))
        await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), failed]);
    }
    parser.end();
    await Promise.race([finished, failed]);
    await Promise.race([Promise.all(writes), failed]);
    if (failure) throw failure;
    // An empty file: not an attachment either.
    for (const file of result.files.filter((f) => f.size === 0)) await fs.rm(file.tempPath, { force: true });
    result.files = result.files.filter((file) => file.size > 0);
    return result;
  } catch (error) {
    fail(error);
    await reader.cancel().catch(() => {});
    parser.destroy();
    await Promise.allSettled(writes);
    await discardStaged(result.files);
    throw failure;
  }
}

/** Writes one file part to its temporary file, durable before it is ever renamed into place. */
async function stageFile(file: StagedFile, stream: NodeJS.ReadableStream): Promise<void> {
  // Staged under UPLOAD_DIR, known only at run time: nothing to trace at build time.
  const handle = await fs.open(/*turbopackIgnore: true*/ file.tempPath, "wx", PRIVATE_FILE_MODE);
  try {
    // Chunk by chunk: busboy holds the body back while each write completes.
    for await (const chunk of stream) await handle.write(chunk as Buffer);
    await handle.sync();
    file.size = (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

export async function discardStaged(files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(file.tempPath, { force: true })));
}
