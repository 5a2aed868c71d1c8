import "server-only";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@/lib/server/db";

// Free text that may mention a person (mail bodies, audit details, notes): each row holding
// one of the person's identifying terms (email, full name, given and family name together,
// phone) has every term replaced, their name's parts and email's local part included.
// Terms match as whole words, whatever the case or accents ("zoe" is "Zoë", ’ is '). Parts
// alone are never searched: a given name is shared by too many people for that.
export const ERASED = "[erased]";

/**
 * Text columns that can repeat what a person typed or what was said about them. Those in
 * `json` hold JSON: only its string values are scrubbed, so a name that is also one of its
 * keys ("Label", "Links") leaves the structure whole.
 */
export const FREE_TEXT: { table: string; key: string; columns: string[]; json?: string[] }[] = [
  {
    table: "outbox",
    key: "id",
    columns: ["subject", "text_body", "html_body", "html_content", "reply_to"],
    json: ["html_content"],
  },
  { table: "audit_log", key: "id", columns: ["details"] },
  { table: "deal_events", key: "id", columns: ["reason", "from_value", "to_value"] },
  { table: "referral_events", key: "id", columns: ["note"] },
  { table: "notifications", key: "id", columns: ["message"] },
  { table: "deals", key: "id", columns: ["notes", "customer_name"] },
  { table: "referrals", key: "id", columns: ["notes"] },
  { table: "claims", key: "id", columns: ["why_join", "additional_info"] },
  // Queued and sent webhook bodies: a retry or a replay resends the body as stored.
  { table: "webhook_deliveries", key: "id", columns: ["body", "last_error"], json: ["body"] },
];

export interface PersonTerms {
  /** Searched for: the email, full names, given and family names together, phone numbers. */
  identifying: string[];
  /** Replaced in rows found by the identifying terms: each name part and the email's local part too. */
  alsoReplaced: string[];
}

const escapeLike = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const APOSTROPHES = /['’]/;

/** One character of a term, matching any case, any accent, and either apostrophe. */
const looseChar = (char: string) => (APOSTROPHES.test(char) ? "['’]" : `${escapeRegExp(char)}\\p{M}*`);
const withoutAccents = (term: string) => term.normalize("NFD").replace(/\p{M}/gu, "");

export function replaceTerms(text: string, terms: string[]): string {
  return termReplacer(terms).replace(text);
}

/** replaceTerms in every string value of a JSON text (keys kept); plain replaceTerms if it is not JSON. */
export function replaceTermsInJson(text: string, terms: string[]): string {
  return inJsonValues(termReplacer(terms).replace)(text);
}

interface TermReplacer {
  replace: (text: string) => string;
  /** How many terms `replace` has replaced so far. */
  replaced: () => number;
}

/**
 * Replaces every term as a whole word, longest first ("Ada Lovelace" before "Ada"), whatever
 * the case or accents: one pattern for all, matched on the text's decomposed form.
 */
function termReplacer(terms: string[]): TermReplacer {
  let replaced = 0;
  const sorted = [...new Set(terms.map(withoutAccents).filter((term) => term.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (!sorted.length) return { replace: (text) => text, replaced: () => 0 };
  const alternatives = sorted.map((term) => [...term].map(looseChar).join(""));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}\\p{N}])`,
    "giu",
  );
  const replace = (text: string) => {
    let found = 0;
    const scrubbed = text.normalize("NFD").replace(pattern, () => {
      found += 1;
      return ERASED;
    });
    replaced += found;
    return found ? scrubbed.normalize("NFC") : text;
  };
  return { replace, replaced: () => replaced };
}

/** `replace` applied to a JSON text's string values only, or to the whole text if it is not JSON. */
function inJsonValues(replace: (text: string) => string): (text: string) => string {
  return (text) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return replace(text);
    }
    return JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === "string" ? replace(inner) : inner,
    );
  };
}

/** Scrubs every free-text column; returns how many rows changed per table and how many terms were replaced. */
export async function scrubFreeText(
  trx: Transaction<Database> | Kysely<Database>,
  terms: PersonTerms,
): Promise<{ changed: Record<string, number>; replaced: number }> {
  const identifying = [...new Set(terms.identifying.map((t) => t.trim()).filter((t) => t.length >= 3))];
  const changed: Record<string, number> = {};
  if (!identifying.length) return { changed, replaced: 0 };
  const replacer = termReplacer([...identifying, ...terms.alsoReplaced]);
  const replaceInJson = inJsonValues(replacer.replace);
  for (const { table, key, columns, json = [] } of FREE_TEXT) {
    const matches = columns.flatMap((column) =>
      identifying.map((term) => sql`lower(${sql.ref(column)}) like ${`%${escapeLike(term)}%`} escape '\\'`),
    );
    const rows = await sql<
      Record<string, string | null>
    >`select ${sql.ref(key)} as row_key, ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)} where ${sql.join(matches, sql` or `)}`.execute(
      trx,
    );
    for (const row of rows.rows) {
      const updates = columns
        .filter((c) => row[c])
        .map((c) => sql`${sql.ref(c)} = ${(json.includes(c) ? replaceInJson : replacer.replace)(row[c]!)}`);
      if (!updates.length) continue;
      await sql`update ${sql.table(table)} set ${sql.join(updates)} where ${sql.ref(key)} = ${row.row_key}`.execute(
        trx,
      );
    }
    if (rows.rows.length) changed[table] = rows.rows.length;
  }
  return { changed, replaced: replacer.replaced() };
}
