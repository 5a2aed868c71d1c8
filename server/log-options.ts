// The one logger configuration, shared by the production server (server/server.ts,
// which logs every API request) and the application (lib/server/log.ts), so both write the
// same JSON lines to stdout and redact the same fields.
//
// Nothing secret is logged on purpose (no bodies, no query strings, no headers but the
// request id), and the redaction below is the second line: any field with one of these
// names, at the top level or one level down, is replaced before the line is written.
import type { LoggerOptions } from "pino";

const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "otp",
  "secret",
  "cookie",
  "cookies",
  "authorization",
  "set-cookie",
  "text",
  "html",
  "body",
  "headers",
  "SESSION_SECRET",
  "ADMIN_PASSWORD",
];

export const redactPaths = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...SECRET_KEYS.map((key) => `*["${key}"]`),
];

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type Level = (typeof LEVELS)[number];

/** LOG_LEVEL when it names a pino level, otherwise "info". */
export function logLevel(value = process.env.LOG_LEVEL): Level {
  return LEVELS.find((level) => level === value) ?? "info";
}

/** pino options: JSON to stdout, ISO times, the redaction above. */
export function logOptions(): LoggerOptions {
  return {
    level: logLevel(),
    base: { pid: process.pid },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: { paths: redactPaths, censor: "[redacted]" },
    formatters: { level: (label: string) => ({ level: label }) },
  };
}
