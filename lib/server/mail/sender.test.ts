import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { deliverDueMail } from "./delivery";
import { enqueueMail } from "./outbox";
import { classesNow, kickMailSender, SATURATED } from "./sender";
import type { OutgoingMail } from "./transport";

// The real sender: test/setup.ts keeps it off for every other file.
vi.unmock("@/lib/server/mail/sender");

const db = useTestDatabase();
const POLL_MS = 2_000; // MAIL_POLL_MS's default

function senderState(utilisation: number) {
  return { running: false, again: false, stopping: false, utilisation, bulkClaimedAt: 0 };
}

describe("the sender beside the requests", () => {
  it("takes every class while the process has time to spare", () => {
    const s = senderState(SATURATED - 0.05);
    expect(classesNow(s, 10_000)).toEqual(["security", "transactional", "bulk"]);
    expect(classesNow(s, 10_001)).toEqual(["security", "transactional", "bulk"]);
  });

  it("while saturated, claims bulk mail at most once per poll interval and urgent mail always", () => {
    const s = senderState(0.97);
    expect(classesNow(s, 10_000)).toContain("bulk"); // the first in this interval
    expect(classesNow(s, 10_500)).toEqual(["security", "transactional"]);
    expect(classesNow(s, 10_000 + POLL_MS - 1)).toEqual(["security", "transactional"]);
    expect(classesNow(s, 10_000 + POLL_MS)).toContain("bulk");
    s.utilisation = 0.2; // the burst is over: the backlog leaves at full speed
    expect(classesNow(s, 10_000 + POLL_MS + 1)).toContain("bulk");
  });

  it("once stopping (SIGTERM), claims nothing more, not even security mail", async () => {
    const s = { ...senderState(0), stopping: true };
    expect(classesNow(s, 10_000)).toEqual([]);
    await enqueueMail(
      db(),
      { to: "partner@example.test", subject: "Your code", text: "t", kind: "auth:otp" },
      "security",
    );
    const sent: string[] = [];
    expect(
      await deliverDueMail(
        async (mail) => void sent.push(mail.subject),
        2,
        () => classesNow(s),
      ),
    ).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    // Left for the next sender, not marked as being sent by this one.
    expect(await db().selectFrom("outbox").select(["status", "locked_until"]).execute()).toEqual([
      { status: "pending", locked_until: null },
    ]);
    // A sender that is not stopping takes it (and leaves the outbox empty for the next test).
    expect(await deliverDueMail(async (mail) => void sent.push(mail.subject), 2)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual(["Your code"]);
  });

  it("a run limited to urgent classes sends the code and leaves the queued bulk mail for later", async () => {
    for (let i = 0; i < 5; i += 1) {
      await enqueueMail(
        db(),
        { to: `visitor${i}@example.test`, subject: `Enquiry ${i}`, text: "t", kind: "contact:notification" },
        "bulk",
      );
    }
    await enqueueMail(
      db(),
      { to: "partner@example.test", subject: "Your code", text: "t", kind: "auth:otp" },
      "security",
    );
    const sent: string[] = [];
    const send = async (mail: OutgoingMail) => void sent.push(mail.subject);
    expect(await deliverDueMail(send, 2, () => ["security", "transactional"])).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toEqual(["Your code"]);
    expect(await deliverDueMail(send, 2)).toEqual({ sent: 5, failed: 0 });
    const pending = await db().selectFrom("outbox").select("id").where("status", "!=", "sent").execute();
    expect(pending).toEqual([]);
  });

  it("leaves a bulk kick to the poll timer while saturated; an urgent kick always starts a run", async () => {
    const shared = globalThis as typeof globalThis & { __mailSender?: ReturnType<typeof senderState> };
    shared.__mailSender = senderState(0.99);
    kickMailSender("bulk");
    expect(shared.__mailSender.running).toBe(false);
    kickMailSender("security");
    expect(shared.__mailSender.running).toBe(true); // set before the run's first await
    await expect.poll(() => shared.__mailSender?.running, { timeout: 5_000 }).toBe(false);
    delete shared.__mailSender;
  });
});
