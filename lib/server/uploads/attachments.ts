import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { fileTypeFromFile } from "file-type";
import { Refusal } from "@/lib/refusal";
import { registrationMessages } from "@/lib/validation/registration-messages";
import { attachmentRules } from "@/lib/validation/registration-options";
import { env } from "../env";
import { storage } from "../storage";
import type { MultipartLimits, StagedFile } from "./multipart";
import { contentTypeOfExtension } from "../storage/content-types";

export const attachmentLimits: MultipartLimits = {
  maxFiles: attachmentRules.maxFiles,
  maxFileBytes: attachmentRules.maxFileBytes,
  extensions: attachmentRules.extensions,
  fileField: "attachments",
  maxFieldBytes: 256 * 1024,
  maxFields: 20,
  messages: {
    tooLarge: registrationMessages.fileTooLarge,
    badType: registrationMessages.fileBadType,
    tooMany: registrationMessages.tooManyFiles,
  },
};

// What the bytes must be for each allowed extension: a renamed executable is refused.
// Legacy .doc files are OLE compound files ("cfb" to file-type).
// One table for every upload (each upload's limits choose which extensions it allows).
const detectedAs: Record<string, string[]> = {
  pdf: ["pdf"],
  png: ["png"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  webp: ["webp"],
  docx: ["docx"],
  doc: ["cfb"],
  pptx: ["pptx"],
  mp4: ["mp4", "m4v"],
  zip: ["zip"],
};

export function uploadRoot(): string {
  return path.resolve(env().UPLOAD_DIR);
}

/** Uploads in progress are staged on local disk (inside the upload folder), whatever the store. */
export function stagingDir(): string {
  return path.join(uploadRoot(), ".incoming");
}

export async function checkMagicBytes(
  files: StagedFile[],
  badType: (name: string) => string = registrationMessages.fileBadType,
): Promise<void> {
  for (const file of files) {
    const detected = await fileTypeFromFile(file.tempPath);
    if (!detected || !detectedAs[file.extension]?.includes(detected.ext)) {
      throw new Refusal(400, badType(file.originalName));
    }
  }
}

export interface StoredFile {
  storedName: string;
  mimeType: string;
  file: StagedFile;
}

/**
 * Streams each staged (already fsynced) file into the store under a server-generated key.
 * If one fails, the ones already stored are deleted again before the error is rethrown.
 */
export async function commitStaged(files: StagedFile[], folder = ""): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storedName = `${folder}${randomUUID()}.${file.extension}`;
      const mimeType = contentTypeOfExtension(file.extension);
      // Staged under UPLOAD_DIR, known only at run time: nothing to trace at build time.
      await storage().put(storedName, createReadStream(/*turbopackIgnore: true*/ file.tempPath), mimeType);
      stored.push({ storedName, mimeType, file });
    }
  } catch (error) {
    await removeStored(stored.map((item) => item.storedName));
    throw error;
  }
  return stored;
}

/**
 * Deletes stored objects whose rows were never written (or were deleted). A delete that
 * fails is left to the sweep (`npm run admin -- sweep-storage`), which finds every object
 * without a row.
 */
export async function removeStored(names: string[]): Promise<void> {
  await Promise.allSettled(names.map((name) => storage().delete(name)));
}
