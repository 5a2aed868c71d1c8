import "server-only";
import { resourceMessages } from "@/lib/validation/resources";
import { checkMagicBytes, stagingDir } from "@/lib/server/uploads/attachments";
import { discardStaged, parseMultipart, type StagedFile } from "@/lib/server/uploads/multipart";
import { resourceUploadLimits } from "./resource-files";

/**
 * Reads a resource upload as it streams in (the file to a staged temporary file, limits
 * enforced while the bytes arrive), checks the file's bytes against its extension, runs
 * `use`, and always discards the staged file afterwards (the store has its own copy).
 */
export async function withStagedUpload<T>(request: Request, use: (fields: Record<string, string>, files: StagedFile[]) => Promise<T>): Promise<T> {
  const parsed = await parseMultipart(request, stagingDir(), resourceUploadLimits);
  try {
    await checkMagicBytes(parsed.files, resourceMessages.fileBadType);
    return await use(parsed.fields, parsed.files);
  } finally {
    await discardStaged(parsed.files);
  }
}
