import pino, { type Logger } from "pino";
import { logOptions } from "@/server/log-options";

// The application's logger: one JSON line per event on stdout (pino), the same format and
// redaction as the server wrapper's request lines (server/log-options.ts). `npm run local`
// pipes it through pino-pretty. Log what happened and ids, never bodies, tokens or codes.
const state = globalThis as typeof globalThis & { __appLog?: Logger };

export function log(): Logger {
  // Synchronous writes: a line logged just before the process exits is never lost. In the
  // server (NEXT_RUNTIME set) lines go to stdout beside the request lines; in a command
  // (`npm run admin`, the seed) to stderr, so the command's own output stays clean.
  const fd = process.env.NEXT_RUNTIME ? 1 : 2;
  state.__appLog ??= pino(logOptions(), pino.destination({ fd, sync: true }));
  return state.__appLog;
}

/** A logger whose lines carry `module` (mail, db, api ...). */
export function moduleLog(module: string): Logger {
  return log().child({ module });
}
