import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { getDb } from "../db";
import { stagingDir } from "./attachments";
import { storage } from "../storage/index";
import { HOUR_MS } from "@/lib/time";

// Objects without a row (registration attachments, resource files, market development proof
// and plan files): an upload that died between storing its
// files and deleting them again (a crash, a store that refused the delete). Only objects
// older than the grace age are swept, so an upload whose row is about to be committed is
// never taken; staged files left in the local staging folder by a crash go the same way.

export interface SweepResult {
  scanned: number;
  deleted: string[];
  stagingDeleted: number;
}

export const defaultGraceMs = 6 * HOUR_MS;

async function knownKeys(): Promise<Set<string>> {
  const db = await getDb();
  const [attachments, resources, proofs, plans, logos] = await Promise.all([
    db.selectFrom("attachments").select("stored_name as key").execute(),
    db.selectFrom("resources").select("file_key as key").where("file_key", "is not", null).execute(),
    db.selectFrom("mdf_claim_files").select("stored_name as key").execute(),
    db
      .selectFrom("mdf_requests")
      .select("plan_stored_name as key")
      .where("plan_stored_name", "is not", null)
      .execute(),
    db.selectFrom("directory_profiles").select("logo_key as key").where("logo_key", "is not", null).execute(),
  ]);
  return new Set(
    [...attachments, ...resources, ...proofs, ...plans, ...logos].map((row) => row.key as string),
  );
}

export async function sweepStorage(
  options: { graceMs?: number; dryRun?: boolean } = {},
): Promise<SweepResult> {
  const cutoff = Date.now() - (options.graceMs ?? defaultGraceMs);
  const store = storage();
  // The rows are read first: an object stored after this read is younger than the cutoff.
  const known = await knownKeys();
  const result: SweepResult = { scanned: 0, deleted: [], stagingDeleted: 0 };
  for await (const object of store.list("")) {
    result.scanned += 1;
    if (known.has(object.key) || object.lastModified.getTime() > cutoff) continue;
    if (!options.dryRun) await store.delete(object.key);
    result.deleted.push(object.key);
  }
  const staging = stagingDir();
  for (const name of await fs.readdir(/*turbopackIgnore: true*/ staging).catch(() => [] as string[])) {
    const file = path.join(/*turbopackIgnore: true*/ staging, name);
    const stat = await fs.stat(/*turbopackIgnore: true*/ file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
    if (!options.dryRun) await fs.rm(/*turbopackIgnore: true*/ file, { force: true });
    result.stagingDeleted += 1;
  }
  return result;
}
