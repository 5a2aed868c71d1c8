// The outbox under load and faults, against a real SMTP peer on loopback (smtp-server),
// reached through a TCP relay the tests can cut to make the server unreachable.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { useTestDatabase } from "@/test/support/test-database";
import { getDialect } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { listOutbox } from "@/lib/server/mail/console";
import { deliverDueMail, LOCK_MS } from "./delivery";
import { enqueueMail } from "./outbox";
import { closeMailTransport } from "./transport";

const db = useTestDatabase();
const root = path.resolve(import.meta.dirname, "../../..");
// How long the server stays unreachable in the outage test (the bench runs 60 s).
const OUTAGE_MS = Number(process.env.MAIL_OUTAGE_TEST_MS ?? 2_000);

/** An SMTP peer that counts every message it accepts by Message-ID. */
class Peer {
  accepted: string[] = [];
  /** Answers for DATA: a refusal, "stall" (never answer), or undefined (accept). */
  answer?: (messageId: string) => { code: number; message: string } | "stall" | undefined;
  rejectRecipient?: (address: string) => boolean;
  stalled = 0;
  /** Going down: refuses every new session and transaction with 421, finishes those under way. */
  down = false;
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect: (_session, callback) =>
      callback(
        this.down ? Object.assign(new Error("Service not available"), { responseCode: 421 }) : undefined,
      ),
    onMailFrom: (_address, _session, callback) =>
      callback(
        this.down ? Object.assign(new Error("Service not available"), { responseCode: 421 }) : undefined,
      ),
    onRcptTo: (address, _session, callback) => {
      if (this.rejectRecipient?.(address.address)) {
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      }
      callback();
    },
    onData: (stream, _session, callback) => {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4_000) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "";
        const answer = this.answer?.(messageId);
        if (answer === "stall") {
          this.stalled += 1;
          return;
        }
        if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        this.accepted.push(messageId);
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as net.AddressInfo).port;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A TCP relay in front of the peer. `cut()` refuses new connections and drops open ones
 * (a network cut: a message whose acceptance is lost with the connection is sent again);
 * `cut({ drop: false })` only refuses new ones.
 */
class Relay {
  port = 0;
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(private readonly target: () => number) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target(), "127.0.0.1");
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  drop(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async cut({ drop = true } = {}): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (drop) this.drop();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

let peer: Peer;
let relay: Relay;

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
  await db().deleteFrom("outbox").execute();
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

/** Queues `n` bulk messages in chunks (one statement per chunk); returns their ids. */
async function queue(n: number, to = (i: number) => `visitor${i}@example.test`): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < n; start += 200) {
    await db()
      .transaction()
      .execute(async (trx) => {
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

const statusCounts = async () =>
  Object.fromEntries(
    (
      await db()
        .selectFrom("outbox")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute()
    ).map((row) => [row.status, Number(row.n)]),
  );

/** Every queued id accepted by the peer exactly once. */
function expectEachOnce(ids: string[]): void {
  const counts = new Map<string, number>();
  for (const messageId of peer.accepted) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  expect(peer.accepted).toHaveLength(ids.length);
  for (const id of ids) expect([...counts].find(([messageId]) => messageId.includes(id))?.[1], id).toBe(1);
}

/** The environment that points a sender process at this file's database and the relay. */
async function senderEnv(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
  };
  if ((await getDialect()) === "postgres") {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db());
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    env.DATABASE_URL = url.toString();
  } else {
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(db());
    env.DATA_DIR = path.dirname(rows[0]!.file);
    delete env.DATABASE_URL;
  }
  return env;
}

interface Sender {
  child: ChildProcess;
  done: Promise<{ code: number | null; output: string }>;
}

function startSender(env: NodeJS.ProcessEnv): Sender {
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

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("several senders", () => {
  it(
    "two sender processes over one queue of 2,000 messages deliver each exactly once (two instances on PostgreSQL, or two server processes over one SQLite file)",
    async () => {
      const ids = await queue(2_000);
      const env = await senderEnv();
      const senders = [startSender(env), startSender(env)];
      const results = await Promise.all(senders.map((s) => s.done));
      for (const result of results) expect(result.code).toBe(0);
      const reported = results.map((r) => JSON.parse(r.output) as { sent: number; failed: number });
      expect(reported.reduce((sum, r) => sum + r.sent, 0)).toBe(2_000);
      expect(reported.every((r) => r.sent > 0)).toBe(true); // both took part
      expectEachOnce(ids);
      expect(await statusCounts()).toEqual({ sent: 2_000 });
    },
    120_000, // about 15 s on a quiet machine; far more on a loaded one
  );
});

describe("faults", () => {
  it(`loses nothing and doubles nothing when the server is unreachable for ${OUTAGE_MS} ms under load`, async () => {
    const ids = await queue(300);
    let stop = false;
    const loop = async () => {
      while (!stop) {
        const { sent } = await deliverDueMail();
        if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const senders = [loop(), loop()];
    try {
      await until(() => peer.accepted.length >= 100, 20_000);
      // The server goes away: it finishes the messages under way and answers 421 on open
      // connections, and new connections are refused (ECONNREFUSED).
      peer.down = true;
      const closing = relay.cut({ drop: false });
      const cutAt = peer.accepted.length;
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      relay.drop(); // what is still open is idle by now: the peer refuses every transaction
      await closing;
      expect(peer.accepted.length - cutAt).toBeLessThanOrEqual(10); // at most what was already in flight
      const waiting = await statusCounts();
      expect((waiting.pending ?? 0) + (waiting.sending ?? 0)).toBeGreaterThan(0);
      peer.down = false;
      await relay.up();
      await until(async () => (await statusCounts()).sent === 300, 60_000);
    } finally {
      stop = true;
      await Promise.all(senders);
    }
    expectEachOnce(ids);
    const retried = await db().selectFrom("outbox").select("id").where("attempts", ">", 0).execute();
    expect(retried.length).toBeGreaterThan(0); // the outage was felt, and recovered from
  }, 90_000);

  it("retries a temporary refusal (4xx) with backoff, then delivers each message once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const refused = new Set<string>();
    peer.answer = (messageId) => {
      if (refused.has(messageId)) return undefined;
      refused.add(messageId);
      return { code: 451, message: "Greylisted, try again later" };
    };
    const ids = await queue(30);
    const started = Date.now();
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 30 });
    for (const row of await db().selectFrom("outbox").selectAll().execute()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
      expect(row.last_error).toContain("Greylisted");
      const delay = new Date(row.next_attempt_at).getTime() - started;
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(6_500);
    }
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 }); // not due yet
    vi.setSystemTime(new Date(Date.now() + 6_600));
    expect(await deliverDueMail()).toEqual({ sent: 30, failed: 0 });
    expectEachOnce(ids);
  });

  it("marks a permanent refusal (5xx) failed, keeps it, and shows it with its error in the console's outbox", async () => {
    peer.rejectRecipient = (address) => address === "nobody@example.test";
    const ids = await queue(12, (i) => (i === 5 ? "nobody@example.test" : `visitor${i}@example.test`));
    expect(await deliverDueMail()).toEqual({ sent: 11, failed: 1 });
    const row = await db()
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", ids[5]!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    const failing = await listOutbox("failing", { page: 1, q: "" });
    expect(failing.items).toEqual([
      expect.objectContaining({
        id: ids[5],
        to: "nobody@example.test",
        state: "failing",
        attempts: 1,
        lastError: expect.stringContaining("No such mailbox"),
      }),
    ]);
  });

  it("a sender killed with kill -9 mid-send leaves its leased messages to be sent once after the lease", async () => {
    peer.answer = () => "stall"; // the peer takes the messages and never answers
    const ids = await queue(40);
    const sender = startSender(await senderEnv());
    await until(() => peer.stalled >= 5, 20_000); // five in flight: one per pooled connection
    sender.child.kill("SIGKILL");
    await sender.done;
    peer.answer = undefined;

    const leased = await db().selectFrom("outbox").select("id").where("status", "=", "sending").execute();
    expect(leased).toHaveLength(20); // the claimed batch
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await deliverDueMail()).toEqual({ sent: 20, failed: 0 }); // the rest; the leased wait
    expect(peer.accepted).toHaveLength(20);
    vi.setSystemTime(new Date(Date.now() + LOCK_MS + 1_000));
    expect(await deliverDueMail()).toEqual({ sent: 20, failed: 0 });
    expectEachOnce(ids);
  }, 30_000);
});
