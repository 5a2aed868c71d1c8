import "server-only";
import type { ListQuery } from "@/lib/validation/admin";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const offsetOf = (query: Pick<ListQuery, "page" | "pageSize">) => (query.page - 1) * query.pageSize;

/** A LIKE pattern that matches `search` literally anywhere (case-insensitive where the column is lower-cased). */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
