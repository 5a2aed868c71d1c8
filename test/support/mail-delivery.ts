// What the outbox delivery tests share (imported by *.test.ts only): the SMTP peer behind its
// relay, set up for the calling file and reset before each test, bulk messages queued in
// chunks, the outbox's status counts, the check that each message arrived once, and sender
// processes pointed at the calling file's database.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { sql } from "kysely";
import { getDb, getDialect } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { closeMailTransport } from "@/lib/server/mail/transport";
import { Peer, Relay } from "./smtp-peer";

const root = path.resolve(import.meta.dirname, "../..");

export let peer: Peer;
export let relay: Relay;

/** Starts the peer and relay for the calling file, and empties the outbox before each test. */
export function prepareMailDelivery() {
  beforeAll(async () => {
    peer = new Peer();
    await peer.start();
    relay = new Relay(() => peer.port);
    await relay.up();
    process.env.SMTP_URL = `smtp://127.0.0.1:${relay.port}`;
    resetEnvForTests();
  });

  afterAll(async () => {
    closeMailTransport();
    await relay.cut();
    await peer.stop();
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  beforeEach(async () => {
    await (await getDb()).deleteFrom("outbox").execute();
    peer.accepted = [];
    peer.answer = undefined;
    peer.rejectRecipient = undefined;
    peer.stalled = 0;
    peer.down = false;
  });

  afterEach(() => {
    vi.useRealTimers();
    closeMailTransport();
  });
}

/** Queues `n` bulk messages in chunks (one statement per chunk); returns their ids. */
export async function queue(n: number, to = (i: number) => `visitor${i}@example.test`): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < n; start += 200) {
    await (await getDb()).transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(n, start + 200); i += 1) {
        ids.push(
          (await enqueueMail(
            trx,
            { to: to(i), subject: `Enquiry ${i}`, text: `Body ${i}`, kind: "contact:notification" },
            "bulk",
          ))!,
        );
      }
    });
  }
  return ids;
}

export const statusCounts = async () =>
  Object.fromEntries(
    (
      await (
        await getDb()
      )
        .selectFrom("outbox")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute()
    ).map((row) => [row.status, Number(row.n)]),
  );

/** Every queued id accepted by the peer exactly once. */
export function expectEachOnce(ids: string[]): void {
  const counts = new Map<string, number>();
  for (const messageId of peer.accepted) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  expect(peer.accepted).toHaveLength(ids.length);
  for (const id of ids) expect([...counts].find(([messageId]) => messageId.includes(id))?.[1], id).toBe(1);
}

/** The environment that points a sender process at this file's database and the relay. */
export async function senderEnv(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
  };
  if ((await getDialect()) === "postgres") {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(await getDb());
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    env.DATABASE_URL = url.toString();
  } else {
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(await getDb());
    env.DATA_DIR = path.dirname(rows[0]!.file);
    delete env.DATABASE_URL;
  }
  return env;
}

export interface Sender {
  child: ChildProcess;
  done: Promise<{ code: number | null; output: string }>;
}

export function startSender(env: NodeJS.ProcessEnv): Sender {
  // Node itself with tsx's loader, not the tsx command: that command runs the script in a
  // second process, which a kill would orphan rather than stop.
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import=./scripts/support/allow-server-only.mjs",
      "test/support/mail-sender-process.ts",
    ],
    {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
  return { child, done };
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
