import "server-only";
import path from "node:path";
import { env } from "../env";
import { localStore } from "./local-driver";
import { parseStorageUrl, s3Store } from "./s3-driver";
import type { ObjectStore } from "./types";

// The one home for stored files: the local folder (UPLOAD_DIR) unless STORAGE_URL names an
// S3 bucket. Every instance of the application must use the same store.

export {
  StorageNotFoundError,
  type ByteRange,
  type ObjectStore,
  type OpenedObject,
  type StoredDownload,
} from "./types";
export { contentTypeOfKey } from "./local-driver";

let cached: ObjectStore | undefined;

export function storage(): ObjectStore {
  if (cached) return cached;
  const settings = env();
  if (settings.STORAGE_URL) {
    cached = s3Store({
      ...parseStorageUrl(settings.STORAGE_URL),
      endpoint: settings.S3_ENDPOINT,
      region: settings.AWS_REGION,
      accessKeyId: settings.AWS_ACCESS_KEY_ID,
      secretAccessKey: settings.AWS_SECRET_ACCESS_KEY,
    });
  } else {
    cached = localStore(path.resolve(settings.UPLOAD_DIR));
  }
  return cached;
}

/** Readiness probe for the health endpoint: "ok", or "unreachable" with the reason logged by the caller. */
export async function checkStorage(): Promise<
  { ok: true; driver: ObjectStore["kind"] } | { ok: false; driver: ObjectStore["kind"]; error: string }
> {
  const store = storage();
  try {
    await store.check();
    return { ok: true, driver: store.kind };
  } catch (error) {
    return { ok: false, driver: store.kind, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Tests switch drivers between files; this forgets the chosen one. */
export function resetStorageForTests(): void {
  cached = undefined;
}
