// The outbox with several sender processes over one queue, and a sender killed mid-send,
// against a real SMTP peer on loopback. Outages and refusals are in ./delivery-faults.test.ts.
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import {
  expectEachOnce,
  peer,
  prepareMailDelivery,
  queue,
  senderEnv,
  startSender,
  statusCounts,
  until,
} from "@/test/support/mail-delivery";
import { deliverDueMail, LOCK_MS } from "./delivery";

const db = useTestDatabase();
prepareMailDelivery();

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
