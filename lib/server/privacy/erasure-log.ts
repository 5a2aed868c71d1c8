import "server-only";
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely, type Transaction } from "kysely";
import { deriveKey } from "@/lib/server/security/crypto";
import type { Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { makePrivateDir, PRIVATE_FILE_MODE } from "@/lib/server/file-modes";
import { FREE_TEXT } from "./scrub-text";

// What an erasure leaves behind: a row in `erasures` (when, how, rows per table, terms
// replaced in free text) and a line
// in the erasure log file (id, time, key). Neither holds the address: the key is an HMAC of
// it under a key derived from SESSION_SECRET, which matches the address again only when the
// address is at hand. The log lives outside the database, so a restored backup can be
// brought up to date: every erasure logged since the backup is found again by its key
// among the addresses the restored database holds, and erased again.

export interface ErasureLogEntry {
  id: string;
  at: string;
  key: string;
}

/** The keyed hash of a lower-cased address (hex). */
export const erasureKey = (email: string) =>
  createHmac("sha256", deriveKey("erasure-log")).update(email.trim().toLowerCase()).digest("hex");

export const erasureLogFile = () =>
  env().ERASURE_LOG_FILE ?? path.join(/*turbopackIgnore: true*/ env().DATA_DIR, "erasure-log.jsonl");

/** The row in `erasures`, inside the erasure's transaction. */
export async function recordErasure(
  trx: Transaction<Database>,
  entry: ErasureLogEntry & { via: string; changed: Record<string, number>; replaced: number },
): Promise<void> {
  await trx
    .insertInto("erasures")
    .values({
      id: entry.id,
      erased_at: entry.at,
      email_key: entry.key,
      via: entry.via,
      changed: JSON.stringify(entry.changed),
      replaced: entry.replaced,
    })
    .execute();
}

/** Appends the entry to the log file once the erasure has committed. */
export function appendErasureLog(entry: ErasureLogEntry): void {
  const file = erasureLogFile();
  makePrivateDir(path.dirname(file));
  const fd = fs.openSync(/*turbopackIgnore: true*/ file, "a", PRIVATE_FILE_MODE);
  try {
    fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function readErasureLog(file = erasureLogFile()): ErasureLogEntry[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ file)) return [];
  const entries: ErasureLogEntry[] = [];
  for (const line of fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as Partial<ErasureLogEntry>;
      if (typeof entry.id === "string" && typeof entry.at === "string" && typeof entry.key === "string")
        entries.push({ id: entry.id, at: entry.at, key: entry.key });
    } catch {
      // A line cut short by a crash: the erasure it began to record is in the database.
    }
  }
  return entries;
}

const ADDRESS = /[^\s"'<>(),;:[\]\\]+@[^\s"'<>(),;:[\]\\]+\.[a-z]{2,}/gi;

/** Every address the database holds, structured or inside free text, by its key. */
export async function addressesByKey(db: Kysely<Database>): Promise<Map<string, string>> {
  const found = new Set<string>();
  const columns: [string, string][] = [
    ["users", "email"],
    ["claims", "company_email"],
    ["registration_links", "email"],
    ["member_invitations", "email"],
    ["contact_enquiries", "email"],
    ["referrals", "email"],
    ["deals", "contact_email"],
    ["deals", "decision_maker_email"],
    ["outbox", "to_address"],
  ];
  for (const [table, column] of columns) {
    const rows = await sql<{ value: string | null }>`select ${sql.ref(column)} as value from ${sql.table(
      table,
    )}`.execute(db);
    for (const row of rows.rows) if (row.value) found.add(row.value.trim().toLowerCase());
  }
  for (const { table, columns: texts } of FREE_TEXT) {
    const rows = await sql<Record<string, string | null>>`select ${sql.join(
      texts.map((c) => sql.ref(c)),
    )} from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows)
      for (const value of Object.values(row))
        for (const match of value?.match(ADDRESS) ?? []) found.add(match.toLowerCase());
  }
  return new Map([...found].map((email) => [erasureKey(email), email]));
}
