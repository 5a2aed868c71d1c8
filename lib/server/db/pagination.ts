import "server-only";
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { z } from "zod";
import { parseWith } from "@/lib/validation/parse";
import { ADMIN_PAGE_SIZE, listQueryInput, listQuerySchema, type ListQuery } from "@/lib/validation/admin";

// Every admin list (console page and API alike) is paged on the server: a count, then one
// page of rows. The page asked for is clamped to the last page, so a stale "page 7" link
// still shows rows.

/**
 * The list query of a console page's search params or an API request's query string (400 when
 * wrong). A list that knows its statuses passes its listQueryWithStatuses schema, so another
 * status is a 400 too, not an empty list.
 */
export function parseListQuery(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
  schema: z.ZodType<ListQuery> = listQuerySchema,
): ListQuery {
  return parseWith(schema, listQueryInput(params));
}

/** Longest unpaged list a partner's tab loads; the programme team keeps far fewer rows per partner. */
export const PARTNER_LIST_LIMIT = 500;

export interface PageResult<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
  pageCount: number;
}

export function pageWindow(total: number, requestedPage: number, pageSize = ADMIN_PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  return { page, limit: pageSize, offset: (page - 1) * pageSize, pageCount };
}

export function toPage<T>(items: T[], total: number, window: PageWindow): PageResult<T> {
  return { items, total, page: window.page, pageSize: window.limit, pageCount: window.pageCount };
}

/** count(*) comes back as number (SQLite) or string (PostgreSQL bigint). */
export function countValue(row: { n: string | number | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive "contains" over several columns, the same on SQLite and PostgreSQL
 * (PostgreSQL's LIKE is case-sensitive, so both sides are lower-cased).
 */
export function matchesText(columns: string[], text: string): RawBuilder<SqlBool> {
  const pattern = containsPattern(text);
  const tests = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
