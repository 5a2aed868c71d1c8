// The application's log lines, kept in memory for a test file: the logger lib/server/log.ts
// makes is replaced by one writing here. Imported by *.test.ts only.
import { Writable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import pino, { type Logger } from "pino";

const state = globalThis as typeof globalThis & { __appLog?: Logger };

export function useLogLines(): () => Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  let saved: Logger | undefined;
  beforeAll(() => {
    saved = state.__appLog;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    state.__appLog = pino({ level: "info" }, sink);
  });
  afterAll(() => {
    state.__appLog = saved;
  });
  return () => lines;
}
