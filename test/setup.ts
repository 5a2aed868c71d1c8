import fs from "node:fs";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";

// The mail sender's background loop stays off in every test file: a test reads what was
// queued in the outbox, or delivers it itself (lib/server/mail/delivery.ts). The sender's
// own tests (lib/server/mail/sender.test.ts) unmock it.
vi.mock("@/lib/server/mail/sender", () => ({
  kickMailSender: vi.fn(),
  startMailSender: vi.fn(),
  stopMailSender: vi.fn(),
}));

// Every webhook body a service queues, in any test, is checked against its event's schema in
// the published OpenAPI document before it reaches the outbox (test/support/openapi-conformance.ts).
vi.mock("@/lib/server/webhooks/events", async (importOriginal) => {
  const events = await importOriginal<typeof import("@/lib/server/webhooks/events")>();
  const queueWebhookEvent: typeof events.queueWebhookEvent = async (trx, type, data, now = new Date()) => {
    const { expectWebhookMatches } = await import("@/test/support/openapi-conformance");
    await expectWebhookMatches(type, JSON.parse(events.webhookBody(type, data, now)));
    return events.queueWebhookEvent(trx, type, data, now);
  };
  return { ...events, queueWebhookEvent };
});

// Which test files open a database: with TEST_DATABASE_FILES naming a file, each such test file's
// path is appended to it, and `npm test` runs the PostgreSQL pass over those files (and those that
// read DATABASE_URL themselves) only: the others would run the same code twice (scripts/test-all.mjs).
vi.mock("@/lib/server/db/connect", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/server/db/connect")>();
  const connect: typeof original.connect = (options) => {
    (globalThis as { openedDatabase?: boolean }).openedDatabase = true;
    return original.connect(options);
  };
  return { ...original, connect };
});

afterAll(() => {
  const log = process.env.TEST_DATABASE_FILES;
  const testPath = expect.getState().testPath;
  if (log && testPath && (globalThis as { openedDatabase?: boolean }).openedDatabase) {
    fs.appendFileSync(log, `${testPath}\n`);
  }
});

// Each test file starts from a clean configuration with mail kept local.
beforeAll(() => {
  process.env.DATA_DIR ??= `${process.env.TMPDIR ?? "/tmp"}/app-unit-data`;
  // The application's JSON log lines (expected failures included) would bury the report.
  process.env.LOG_LEVEL ??= "silent";
  resetEnvForTests();
});
