// Whether an error means the database cannot be reached (refused, reset, shut down, a
// missing or unreadable file), as opposed to a bug: the API answers 503 then
// (lib/api/handler.ts), and so does a page that read the database (server/database-unavailable.ts).

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "3D000", // database does not exist
  "SQLITE_CANTOPEN",
  "SQLITE_BUSY",
  "SQLITE_READONLY",
  "SQLITE_IOERR",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("SQLITE_IOERR")))
      return true;
    if (
      current.message.includes("Connection terminated") ||
      current.message.includes("database connection is not open")
    ) {
      return true;
    }
  }
  return false;
}
