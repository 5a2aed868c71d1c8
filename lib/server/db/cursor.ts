import "server-only";
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import { Refusal } from "@/lib/refusal";
import { apiMessages } from "@/lib/validation/api";
import { forbiddenCharacters } from "@/server/address-checks";

// Cursor pages for the public API: rows in order of their last change (updated_at, then id),
// and the cursor names the last row of a page. Unlike page numbers it neither skips nor
// repeats a row when rows change between two requests: a changed row moves to the end.

export interface CursorPosition {
  updatedAt: string;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id]), "utf8").toString("base64url");
}

/** What a cursor's text may hold: an ISO time and an id this API wrote, never NUL or broken Unicode. */
const cursorText = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 64 && !forbiddenCharacters.test(value);

/**
 * The position a cursor names; 400 for anything this API did not write (a NUL or a lone
 * surrogate inside the JSON would otherwise reach the database, which PostgreSQL refuses).
 */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      cursorText(value[0]) &&
      cursorText(value[1]) &&
      !Number.isNaN(Date.parse(value[0]))
    )
      return { updatedAt: value[0], id: value[1] };
  } catch {
    // Not base64 JSON: the same answer as a well-formed but foreign value.
  }
  throw new Refusal(400, apiMessages.cursor, { cursor: apiMessages.cursor });
}

/** Rows after `cursor` (by `updated`, then `id`) and changed at or after `updatedSince`. */
export function cursorFilter(
  columns: { updated: string; id: string },
  query: { cursor?: string; updatedSince?: string },
): RawBuilder<SqlBool>[] {
  const filters: RawBuilder<SqlBool>[] = [];
  const updated = sql.ref(columns.updated);
  if (query.updatedSince)
    filters.push(sql<SqlBool>`${updated} >= ${new Date(query.updatedSince).toISOString()}`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    filters.push(
      sql<SqlBool>`(${updated} > ${after.updatedAt} or (${updated} = ${after.updatedAt} and ${sql.ref(columns.id)} > ${after.id}))`,
    );
  }
  return filters;
}

/** `{ data, nextCursor }` from `limit + 1` rows read: a next cursor only when more rows follow. */
export function cursorPage<Row extends { updated_at: string; id: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { data: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ updatedAt: last.updated_at, id: last.id }) : null,
  };
}

/**
 * One cursor page of a public API list: `base` (its table and its filters) after the cursor,
 * in order of last change, read as `limit + 1` rows so the page knows whether more follow.
 */
export async function readCursorPage<
  DB,
  TB extends keyof DB,
  Row extends { updated_at: string; id: string },
  Item,
>(
  base: SelectQueryBuilder<DB, TB, Row>,
  query: { cursor?: string; updatedSince?: string; limit: number },
  toItem: (row: Row) => Item,
): Promise<{ data: Item[]; nextCursor: string | null }> {
  let page = base;
  for (const filter of cursorFilter({ updated: "updated_at", id: "id" }, query)) page = page.where(filter);
  const rows = await page
    .orderBy(sql.ref("updated_at"))
    .orderBy(sql.ref("id"))
    .limit(query.limit + 1)
    .execute();
  return cursorPage(rows, query.limit, toItem);
}
