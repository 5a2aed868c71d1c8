import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  assertKey,
  StorageNotFoundError,
  type ByteRange,
  type ListedObject,
  type ObjectStore,
  type OpenedObject,
} from "./types";
import { makePrivateDirAsync, PRIVATE_DIR_MODE } from "@/lib/server/file-modes";
import { contentTypeOfExtension } from "./content-types";

// The embedded default: a folder (UPLOAD_DIR). Each object is written to a temporary file
// in the same folder tree, fsynced, then renamed into place and the folder synced, so a
// crash leaves either the whole file or none under its key. The content type is not kept
// beside the file: it follows from the extension, as the rows that name a key also record.

const INCOMING = ".incoming";

export function contentTypeOfKey(key: string): string {
  return contentTypeOfExtension(path.extname(key).slice(1));
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(/*turbopackIgnore: true*/ dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function localStore(root: string): ObjectStore {
  // The folder is configured at run time (UPLOAD_DIR): nothing to trace at build time.
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(/*turbopackIgnore: true*/ root, key);
  };

  return {
    kind: "local",
    async put(key: string, body: Readable) {
      const target = fileOf(key);
      const incoming = path.join(/*turbopackIgnore: true*/ root, INCOMING);
      await fs.mkdir(incoming, { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = path.join(incoming, `${randomUUID()}.part`);
      try {
        const handle = await fs.open(/*turbopackIgnore: true*/ temp, "wx", 0o600);
        try {
          // Chunk by chunk: the source is paused while each write completes.
          for await (const chunk of body)
            await handle.write(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array));
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, target);
        await syncDir(path.dirname(target));
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async open(key: string, range?: ByteRange): Promise<OpenedObject> {
      const file = fileOf(key);
      const stat = await fs.stat(/*turbopackIgnore: true*/ file).catch(() => null);
      if (!stat?.isFile()) throw new StorageNotFoundError(key);
      const stream = createReadStream(
        /*turbopackIgnore: true*/ file,
        range ? { start: range.start, end: range.end } : {},
      );
      return { stream, size: stat.size, contentType: contentTypeOfKey(key) };
    },
    async delete(key: string) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix: string): AsyncIterable<ListedObject> {
      const walk = async function* (dir: string, relative: string): AsyncGenerator<ListedObject> {
        const entries = await fs
          .readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
          .catch(() => []);
        for (const entry of entries) {
          if (entry.name === INCOMING) continue;
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
          if (entry.isDirectory()) yield* walk(full, key);
          else if (entry.isFile() && key.startsWith(prefix)) {
            const stat = await fs.stat(/*turbopackIgnore: true*/ full);
            yield { key, size: stat.size, lastModified: stat.mtime };
          }
        }
      };
      yield* walk(root, "");
    },
    async check() {
      await makePrivateDirAsync(/*turbopackIgnore: true*/ root);
      await fs.access(/*turbopackIgnore: true*/ root, fs.constants.W_OK);
    },
  };
}
