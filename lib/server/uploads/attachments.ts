import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileTypeFromFile } from "file-type";
import { ApiError } from "@/lib/api/errors";
import { attachmentRules, registrationMessages } from "@/lib/validation/registration";
import { env } from "../env";
import type { MultipartLimits, StagedFile } from "./multipart";

export const attachmentLimits: MultipartLimits = {
  maxFiles: attachmentRules.maxFiles,
  maxFileBytes: attachmentRules.maxFileBytes,
  extensions: attachmentRules.extensions,
  fileField: "attachments",
  maxFieldBytes: 256 * 1024,
  maxFields: 20,
  messages: { tooLarge: registrationMessages.fileTooLarge, badType: registrationMessages.fileBadType, tooMany: registrationMessages.tooManyFiles },
};

// What the bytes must be for each allowed extension: a renamed executable is refused.
// Legacy .doc files are OLE compound files ("cfb" to file-type).
const detectedAs: Record<string, string[]> = { pdf: ["pdf"], png: ["png"], jpg: ["jpg"], jpeg: ["jpg"], docx: ["docx"], doc: ["cfb"] };
const mimeTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export function uploadRoot(): string {
  return path.resolve(env().UPLOAD_DIR);
}

/** Staging lives inside the upload directory, so the final rename never crosses file systems. */
export function stagingDir(): string {
  return path.join(uploadRoot(), ".incoming");
}

export async function checkMagicBytes(files: StagedFile[]): Promise<void> {
  for (const file of files) {
    const detected = await fileTypeFromFile(file.tempPath);
    if (!detected || !detectedAs[file.extension]?.includes(detected.ext)) {
      throw new ApiError(400, registrationMessages.fileBadType(file.originalName));
    }
  }
}

export interface StoredFile {
  storedName: string;
  mimeType: string;
  file: StagedFile;
}

/** Renames each staged (already fsynced) file to a server-generated name, then syncs the directory. */
export async function commitStaged(files: StagedFile[]): Promise<StoredFile[]> {
  const root = uploadRoot();
  const stored: StoredFile[] = [];
  for (const file of files) {
    const storedName = `${randomUUID()}.${file.extension}`;
    // The upload folder is configured at run time (UPLOAD_DIR): nothing to trace at build time.
    await fs.rename(file.tempPath, path.join(/*turbopackIgnore: true*/ root, storedName));
    stored.push({ storedName, mimeType: mimeTypes[file.extension] ?? "application/octet-stream", file });
  }
  if (stored.length) {
    const dir = await fs.open(/*turbopackIgnore: true*/ root, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
  return stored;
}

export async function removeStored(names: string[]): Promise<void> {
  await Promise.all(names.map((name) => fs.rm(path.join(/*turbopackIgnore: true*/ uploadRoot(), name), { force: true })));
}

/** The path of a stored attachment; refuses any name that is not one the server generated. */
export function storedFilePath(storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(pdf|png|jpe?g|docx?)$/.test(storedName)) throw new ApiError(404, "Attachment not found.");
  return path.join(uploadRoot(), storedName);
}
