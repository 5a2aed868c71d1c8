import { sql, type Kysely } from "kysely";

// The test databases on a PostgreSQL server (DATABASE_URL): each file's own, and the
// migrated template they are copied from (test/global-setup.ts).

/** `serverUrl` with its database name replaced by `name`. */
export function serverDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until nothing is connected to database `name`. pg's pool.end() resolves before its
 * sockets close; dropping or copying the database while they are still closing fails (a
 * template must have no connections) or kills them mid-goodbye, which pg raises uncaught.
 */
export async function waitForNoConnections<DB>(admin: Kysely<DB>, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const open = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin);
    if (Number(open.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
