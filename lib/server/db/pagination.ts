import "server-only";
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
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
export function parseListQuery<S extends string = string>(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
  schema: z.ZodType<ListQuery<S>, unknown> = listQuerySchema as z.ZodType<ListQuery<S>, unknown>,
): ListQuery<S> {
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

/**
 * One page of a list, the way every console list reads it: count the rows `base` matches,
 * clamp the page asked for to the last page, then read that page with `select` (its columns,
 * joins and order) from the same filtered query. `count` replaces count(*) where a join
 * repeats a row (count(distinct ...)).
 */
export async function readPage<DB, TB extends keyof DB, O, DB2, TB2 extends keyof DB2, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  request: { page: number; pageSize?: number },
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB2, TB2, Row>,
  count: Expression<unknown> = sql`count(*)`,
): Promise<PageResult<Row>> {
  const total = countValue(
    (await base.select(sql<string | number>`${count}`.as("n")).executeTakeFirst()) as { n: string | number },
  );
  const window = pageWindow(total, request.page, request.pageSize);
  const rows = await select(base).limit(window.limit).offset(window.offset).execute();
  return toPage(rows as Row[], total, window);
}

/** The same page with each row turned into what the list shows. */
export function mapPage<T, U>(page: PageResult<T>, item: (row: T) => U): PageResult<U> {
  return { ...page, items: page.items.map(item) };
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
