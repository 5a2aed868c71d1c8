import "server-only";

// How the outbox reads a failed send: the server could not be reached at all, or it refused
// the message for good.

// nodemailer's error codes for a server that cannot be reached or talked to at all.
const UNREACHABLE_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "EAUTH", "ECONNREFUSED"]);

export function isServerUnreachable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (typeof code === "string" && UNREACHABLE_CODES.has(code)) || responseCode === 421;
}

/** SMTP 5xx (for example 550, no such mailbox): trying again would only be refused again. */
export function isPermanentRejection(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !isServerUnreachable(error)
  );
}
