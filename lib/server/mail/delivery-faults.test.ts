// The outbox under load and faults, against a real SMTP peer on loopback (smtp-server),
// reached through a TCP relay the tests can cut to make the server unreachable. Several
// sender processes, and one killed mid-send, are in ./delivery.test.ts.
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { listOutbox } from "@/lib/server/mail/console";
import {
  expectEachOnce,
  peer,
  prepareMailDelivery,
  queue,
  relay,
  statusCounts,
  until,
} from "@/test/support/mail-delivery";
import { deliverDueMail } from "./delivery";

const db = useTestDatabase();
// How long the server stays unreachable in the outage test (the bench runs 60 s).
const OUTAGE_MS = Number(process.env.MAIL_OUTAGE_TEST_MS ?? 2_000);
prepareMailDelivery();

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
});
