// Bad-input tables for route handlers (imported by *.test.ts only): each case is called and
// must answer its status and exact message while the tables the action may write stay equal
// (by default a payout action's: payout methods, tax forms, rates, runs, payout requests,
// commissions, audit log, outbox).
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { callRoute, clientAddresses, type CallOptions, type Handler } from "./routes";

export const refusalMessages = {
  crossSite: "Cross-site requests are not allowed.",
  notJson: "The request body must be JSON (Content-Type: application/json).",
  brokenJson: "The request body is not valid JSON.",
  emptyBody: "The request body is empty.",
  tooLarge: "The request body is too large (limit 32 KB).",
  unrecognized: (key: string) => `Unrecognized key: "${key}"`,
} as const;

/** A raw body with its content type. */
export const rawBody = (text: string, type = "application/json") => ({
  rawBody: text,
  headers: { "content-type": type },
});

export type Options = Partial<CallOptions> & { path?: string };
export interface Case {
  name: string;
  /** The call's options; `path` replaces the endpoint's (a query string). */
  options: () => Options | Promise<Options>;
  status: number;
  error: string;
}

export const payoutTables = [
  "payout_methods",
  "tax_forms",
  "exchange_rates",
  "payout_runs",
  "payout_requests",
  "commissions",
  "audit_log",
  "outbox",
] as const;

/** Every row of `tables`, in a stable order (some tables have no id column). */
async function footprint(tables: readonly string[]) {
  const db = await getDb();
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/**
 * Declares one test per case of an endpoint, comparing `tables` before and after, and returns
 * how many cases it declared; `prefix` keeps client addresses apart per file.
 */
export function refusalSuite(prefix: string, tables: readonly string[] = payoutTables) {
  const nextIp = clientAddresses(prefix);
  return function refuses(handler: Handler, path: string, method: string, cases: () => Case[]): number {
    const list = cases();
    describe(`${method} ${path} refuses, changing nothing`, () => {
      for (const [index, entry] of list.entries())
        it(`${index + 1}. ${entry.name}`, async () => {
          const { path: override, ...options } = await entry.options();
          const before = await footprint(tables);
          const result = await callRoute(handler, override ?? path, { method, ip: nextIp(), ...options });
          expect({ status: result.status, error: result.json.error }).toEqual({
            status: entry.status,
            error: entry.error,
          });
          expect(await footprint(tables)).toEqual(before);
        });
    });
    return list.length;
  };
}
