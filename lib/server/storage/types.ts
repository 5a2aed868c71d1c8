import type { Readable } from "node:stream";

// The one interface every stored file goes through (registration attachments, resource
// files). Keys are server-generated ("<uuid>.pdf", "resources/<uuid>.mp4"): no client text
// ever becomes part of a key, so no driver has to defend against path tricks beyond
// refusing keys that do not look like ours.

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface OpenedObject {
  stream: Readable;
  /** The whole object's size in bytes (not the range's). */
  size: number;
  contentType: string;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ObjectStore {
  readonly kind: "local" | "s3";
  /** Stores the stream under `key`, durably, replacing nothing half-written on failure. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Opens `key` (or one byte range of it); throws StorageNotFoundError when absent. */
  open(key: string, range?: ByteRange): Promise<OpenedObject>;
  /** Removes `key`; removing an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (the sweep walks them all). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** A cheap readiness probe: resolves when the store can be used, throws otherwise. */
  check(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = "StorageNotFoundError";
  }
}

const keyPattern = /^(?:[a-z0-9-]{1,40}\/)?[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Refuses any key the server did not generate (one optional folder, a UUID and an extension). */
export function assertKey(key: string): void {
  if (!keyPattern.test(key)) throw new StorageNotFoundError(key);
}

/** A stored file as its row describes it, ready to be served as a download. */
export interface StoredDownload {
  key: string;
  /** The name the browser saves it under (the uploader's file name). */
  fileName: string;
  mimeType: string;
  size: number;
}
