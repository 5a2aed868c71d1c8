import net from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { useTestDatabase } from "@/test/support/test-database";
import { resetEnvForTests } from "@/lib/server/env";
import { deliverDueMail, LOCK_MS, retryMailNow } from "./delivery";
import { enqueueMail } from "./outbox";
import { closeMailTransport, type OutgoingMail } from "./transport";

const db = useTestDatabase();

interface Received {
  to: string[];
  subject: string;
  messageId: string;
}

/** A real SMTP server on loopback that records what it accepts; `reject` decides refusals. */
class Sink {
  received: Received[] = [];
  rejectData?: () => { code: number; message: string } | undefined;
  rejectRecipient?: (address: string) => boolean;
  private server?: SMTPServer;

  async start(port: number): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.rejectRecipient?.(address.address)) {
          return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then((mail) => {
          const refusal = this.rejectData?.();
          if (refusal)
            return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            messageId: mail.messageId ?? "",
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rows = () => db().selectFrom("outbox").selectAll().orderBy("created_at").execute();
const queue = (n: number, to = "visitor@example.test") =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      enqueueMail(db(), { to, subject: `Message ${i}`, text: `Body ${i}`, kind: "test" }, "bulk"),
    ),
  );
const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

let port: number;
let sink: Sink;

beforeAll(async () => {
  port = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvForTests();
});

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

beforeEach(async () => {
  await db().deleteFrom("outbox").execute();
  vi.useFakeTimers({ toFake: ["Date"] });
  sink = new Sink();
});

afterEach(async () => {
  vi.useRealTimers();
  closeMailTransport(); // pooled connections stay open until closed
  await sink.stop();
});

describe("outbox over a real SMTP server", () => {
  it("delivers a queued message once and marks it sent", async () => {
    await sink.start(port);
    const [id] = await queue(1);
    expect(await deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ to: ["visitor@example.test"], subject: "Message 0" });
    expect(sink.received[0]!.messageId).toContain(id);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", last_error: null, locked_until: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it("loses nothing while the server is down, backs off, then sends each message exactly once", async () => {
    await queue(3);
    const started = Date.now();
    // One connection attempt, then the rest of the batch is rescheduled untried.
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 3 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      const delay = new Date(row.next_attempt_at).getTime() - started;
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(6_000);
    }
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 }); // not due yet

    travel(6_001);
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 3 });
    for (const row of await rows()) {
      const delay = new Date(row.next_attempt_at).getTime() - Date.now();
      expect(row.attempts).toBe(2);
      expect(delay).toBeGreaterThanOrEqual(8_000); // doubled: 10 s with ±20 % jitter
      expect(delay).toBeLessThanOrEqual(12_000);
    }

    await sink.start(port);
    travel(12_001);
    expect(await deliverDueMail()).toEqual({ sent: 3, failed: 0 });
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received.map((m) => m.subject).sort()).toEqual(["Message 0", "Message 1", "Message 2"]);
    expect((await rows()).every((row) => row.status === "sent")).toBe(true);
  });

  it("retries a temporary refusal (451) and delivers once", async () => {
    await sink.start(port);
    let refusals = 1;
    sink.rejectData = () => (refusals-- > 0 ? { code: 451, message: "Try again later" } : undefined);
    await queue(1);
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toContain("Try again later");
    travel(6_001);
    expect(await deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it("marks a permanent refusal (550) failed, and 'retry now' sends it again", async () => {
    await sink.start(port);
    let bouncing = true;
    sink.rejectRecipient = (address) => bouncing && address === "nobody@example.test";
    const [id] = await queue(1, "nobody@example.test");
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1 });
    travel(60 * 60_000);
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 }); // failed messages wait for a person

    bouncing = false;
    await retryMailNow(id!);
    expect(await deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it("two senders running at once send every message exactly once", async () => {
    await sink.start(port);
    await queue(45);
    const results = await Promise.all([deliverDueMail(), deliverDueMail()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(45);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(45);
    expect(sink.received).toHaveLength(45);
  });
});

describe("outbox leases", () => {
  it("skips a message whose lease another sender took over while the batch was sending", async () => {
    const ids = await queue(3);
    const sent: string[] = [];
    let takenOver = "";
    const send = async (mail: OutgoingMail) => {
      sent.push(mail.id);
      if (!takenOver) {
        // Meanwhile our lease on another message of the batch ran out and another instance claimed it.
        travel(LOCK_MS + 1);
        takenOver = ids.find((id) => id !== mail.id)!;
        await db()
          .updateTable("outbox")
          .set({ locked_until: new Date(Date.now() + LOCK_MS + 1).toISOString() })
          .where("id", "=", takenOver)
          .execute();
      }
    };
    // One message in flight at a time, so the batch's later messages wait in this sender.
    expect(await deliverDueMail(send, 1)).toEqual({ sent: 2, failed: 0 });
    expect(sent.sort()).toEqual(ids.filter((id) => id !== takenOver).sort());
    const other = await db()
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", takenOver)
      .executeTakeFirstOrThrow();
    expect(other.status).toBe("sending"); // still the other sender's
  });
});
