import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { tooLarge } from "@/lib/api/read-body";

// A streaming multipart/form-data reader: file parts go straight to temporary files on
// disk (never whole into memory), with the size, count and extension limits enforced
// while the bytes arrive, so an oversized upload is refused after at most one chunk.
// What is not a part's content is capped too: the preamble before the first boundary, each
// boundary line and header block, and the whole body (every part at its limit plus their
// headers), so a body that never gets to its parts is refused after a few KB, and one
// that does is refused as soon as it outgrows what the limits allow.

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

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PREAMBLE_BYTES = 4 * 1024;
const malformed = () => new ApiError(400, "Malformed multipart body.");

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

function parseDisposition(headers: string): { name: string; filename: string | null } {
  const line = headers.split("\r\n").find((h) => /^content-disposition:/i.test(h)) ?? "";
  const name = line.match(/\bname="([^"]*)"/i)?.[1] ?? line.match(/\bname=([^;\s]+)/i)?.[1] ?? "";
  const star = line.match(/\bfilename\*=(?:UTF-8|utf-8)''([^;\s]+)/)?.[1];
  let filename = line.match(/\bfilename="([^"]*)"/i)?.[1] ?? line.match(/\bfilename=([^;\s]+)/i)?.[1] ?? null;
  if (star) {
    try {
      filename = decodeURIComponent(star);
    } catch {
      // keep the plain filename
    }
  }
  return { name, filename };
}

type Part =
  | { kind: "field"; name: string; chunks: Buffer[]; size: number }
  | { kind: "file"; file: StagedFile; handle: fs.FileHandle }
  | { kind: "skip" };

/**
 * Reads `request`'s multipart body into `tempDir`. On any error every temporary file is
 * removed and the error is thrown (ApiError with the limits' messages).
 */
export async function parseMultipart(
  request: Request,
  tempDir: string,
  limits: MultipartLimits,
): Promise<ParsedMultipart> {
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary) throw new ApiError(415, "The request body must be multipart/form-data.");
  if (!request.body) throw new ApiError(400, "The request body is empty.");
  const maxBodyBytes = multipartBodyLimit(limits);
  if (Number(request.headers.get("content-length") ?? "0") > maxBodyBytes) throw tooLarge(maxBodyBytes);
  await fs.mkdir(tempDir, { recursive: true });
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const result: ParsedMultipart = { fields: {}, files: [] };
  let fieldCount = 0;
  let bodyBytes = 0;
  let preambleBytes = 0;
  let part: Part | null = null;
  // The body starts with "--boundary"; a leading CRLF lets one delimiter pattern match every boundary.
  let buffer: Buffer = Buffer.from(CRLF);
  let state: "preamble" | "after-delimiter" | "headers" | "body" | "done" = "preamble";
  const reader = request.body.getReader();

  const write = async (data: Buffer) => {
    if (!part || data.length === 0 || part.kind === "skip") return;
    if (part.kind === "field") {
      part.size += data.length;
      if (part.size > limits.maxFieldBytes) throw new ApiError(413, `The field ${part.name} is too large.`);
      part.chunks.push(data);
      return;
    }
    part.file.size += data.length;
    if (part.file.size > limits.maxFileBytes)
      throw new ApiError(413, limits.messages.tooLarge(part.file.originalName));
    await part.handle.write(data);
  };

  const finishPart = async () => {
    if (part?.kind === "field") result.fields[part.name] = Buffer.concat(part.chunks).toString("utf8");
    if (part?.kind === "file") {
      // Durable before it is ever renamed into place.
      await part.handle.sync();
      await part.handle.close();
      if (part.file.size === 0) {
        // An empty file input sends an empty part: not an attachment.
        await fs.rm(part.file.tempPath, { force: true });
        result.files = result.files.filter((f) => f !== (part as { file: StagedFile }).file);
      }
    }
    part = null;
  };

  const startPart = async (headers: string) => {
    const { name, filename } = parseDisposition(headers);
    if (filename === null) {
      fieldCount += 1;
      if (fieldCount > limits.maxFields) throw new ApiError(400, "Too many form fields.");
      part = { kind: "field", name, chunks: [], size: 0 };
      return;
    }
    if (filename === "") {
      part = { kind: "skip" };
      return;
    }
    if (name !== limits.fileField) throw new ApiError(400, `Unexpected file field "${name}".`);
    const originalName = cleanFileName(filename);
    const extension = path.extname(originalName).slice(1).toLowerCase();
    if (!limits.extensions.includes(extension))
      throw new ApiError(400, limits.messages.badType(originalName));
    if (result.files.length >= limits.maxFiles) throw new ApiError(400, limits.messages.tooMany);
    const file: StagedFile = {
      originalName,
      extension,
      tempPath: path.join(tempDir, `${randomUUID()}.part`),
      size: 0,
    };
    result.files.push(file);
    // Staged under UPLOAD_DIR, known only at run time: nothing to trace at build time.
    part = {
      kind: "file",
      file,
      handle: await fs.open(/*turbopackIgnore: true*/ file.tempPath, "wx", 0o600),
    };
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      bodyBytes += value?.byteLength ?? 0;
      if (bodyBytes > maxBodyBytes) throw tooLarge(maxBodyBytes);
      if (value) buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
      for (let progressed = true; progressed;) {
        progressed = false;
        if (state === "preamble" || state === "body") {
          const at = buffer.indexOf(delimiter);
          if (at === -1) {
            // Keep a tail that could be the start of a delimiter split across chunks.
            const keep = Math.min(buffer.length, delimiter.length - 1);
            if (state === "body") await write(buffer.subarray(0, buffer.length - keep));
            else if ((preambleBytes += buffer.length - keep) > MAX_PREAMBLE_BYTES) throw malformed();
            buffer = buffer.subarray(buffer.length - keep);
            break;
          }
          if (state === "body") {
            await write(buffer.subarray(0, at));
            await finishPart();
          }
          buffer = buffer.subarray(at + delimiter.length);
          state = "after-delimiter";
          progressed = true;
        } else if (state === "after-delimiter") {
          if (buffer.length < 2) break;
          if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
            state = "done";
            break;
          }
          const lineEnd = buffer.indexOf(CRLF);
          if (lineEnd === -1 || lineEnd > MAX_HEADER_BYTES) {
            // The rest of the boundary line (transport padding) is a few bytes at most.
            if (buffer.length > MAX_HEADER_BYTES) throw malformed();
            break;
          }
          buffer = buffer.subarray(lineEnd + 2);
          state = "headers";
          progressed = true;
        } else if (state === "headers") {
          const end = buffer.indexOf(HEADER_END);
          const onlyCrlf = buffer.subarray(0, 2).equals(CRLF);
          if ((end === -1 || end > MAX_HEADER_BYTES) && !onlyCrlf) {
            if (buffer.length > MAX_HEADER_BYTES) throw malformed();
            break;
          }
          const headerText = onlyCrlf ? "" : buffer.subarray(0, end).toString("utf8");
          buffer = buffer.subarray(onlyCrlf ? 2 : end + HEADER_END.length);
          await startPart(headerText);
          state = "body";
          progressed = true;
        }
      }
      if (state === "done") {
        await reader.cancel().catch(() => {});
        break;
      }
      if (done) throw malformed();
    }
    return result;
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (part && (part as Part).kind === "file")
      await (part as { handle: fs.FileHandle }).handle.close().catch(() => {});
    await discardStaged(result.files);
    throw error;
  }
}

export async function discardStaged(files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(file.tempPath, { force: true })));
}
