import pino, { type Logger } from "pino";
import { logOptions } from "@/scripts/log-options.mjs";

// The application's logger: one JSON line per event on stdout (pino), the same format and
// redaction as the server wrapper's request lines (scripts/log-options.mjs). `npm run local`
// pipes it through pino-pretty. Log what happened and ids, never bodies, tokens or codes.
const state = globalThis as typeof globalThis & { __appLog?: Logger };

export function log(): Logger {
  // Synchronous writes: a line logged just before the process exits is never lost.
  state.__appLog ??= pino(logOptions(), pino.destination({ fd: 1, sync: true }));
  return state.__appLog;
}

/** A logger whose lines carry `module` (mail, db, api ...). */
export function moduleLog(module: string): Logger {
  return log().child({ module });
}
