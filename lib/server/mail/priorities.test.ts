import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { useTestDatabase } from "@/test/support/test-database";
import { getDialect } from "@/lib/server/db";
import { deliverDueMail, duePick } from "./delivery";
import { enqueueMail, PRIORITY_RANK } from "./outbox";
import type { OutgoingMail } from "./transport";

const db = useTestDatabase();
const QUEUED = 100_000;

/** Inserts `n` due bulk rows (and as many already sent) straight into the table, in chunks. */
async function fillQueue(n: number): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  for (let start = 0; start < n; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, n - start) }, (_, i) => ({
      id: randomUUID(),
      to_address: `visitor${start + i}@example.test`,
      subject: `Enquiry ${start + i}`,
      text_body: "Body",
      html_body: null,
      reply_to: null,
      kind: "contact:notification",
      ref_id: null,
      priority: PRIORITY_RANK.bulk,
      status: (start + i) % 2 === 0 ? ("pending" as const) : ("sent" as const),
      last_error: null,
      next_attempt_at: past,
      locked_until: null,
      created_at: past,
      sent_at: null,
    }));
    await db().insertInto("outbox").values(rows).execute();
  }
}

class Stop extends Error {
  code = "ECONNECTION"; // reads as "server unreachable": the run stops claiming
}

/** Runs one sender pass that sends `n` messages and then stops; returns their subjects in order. */
async function firstSent(n: number): Promise<string[]> {
  const subjects: string[] = [];
  const send = async (mail: OutgoingMail) => {
    if (subjects.length >= n) throw new Stop("stop");
    subjects.push(mail.subject);
  };
  await deliverDueMail(send, 1);
  return subjects;
}

beforeAll(async () => {
  await fillQueue(QUEUED * 2); // 100,000 queued bulk rows, 100,000 sent
  if ((await getDialect()) === "postgres") await sql`analyze outbox`.execute(db());
}, 120_000);

describe("mail priorities", () => {
  it("sends a new security message first, then transactional, then bulk, with 100,000 bulk rows queued", async () => {
    await enqueueMail(
      db(),
      { to: "partner@example.test", subject: "Decision", text: "t", kind: "claim:rejected" },
      "transactional",
    );
    await enqueueMail(
      db(),
      { to: "visitor@example.test", subject: "Announcement", text: "t", kind: "contact:notification" },
      "bulk",
    );
    await enqueueMail(
      db(),
      { to: "partner@example.test", subject: "Your code", text: "t", kind: "auth:otp" },
      "security",
    );
    const started = performance.now();
    const subjects = await firstSent(3);
    const elapsed = performance.now() - started;
    expect(subjects[0]).toBe("Your code");
    expect(subjects[1]).toBe("Decision");
    expect(subjects[2]).toMatch(/^Enquiry \d+$/); // the older bulk rows go before the newer one
    expect(elapsed).toBeLessThan(5_000);
  });

  it("picks each class's due rows through the outbox_pick index, never a scan of the queue", async () => {
    const now = new Date().toISOString();
    const postgres = (await getDialect()) === "postgres";
    for (const rank of Object.values(PRIORITY_RANK)) {
      const query = duePick(db(), rank, now, 20).compile();
      // Inline the parameters: EXPLAIN takes no bound values on PostgreSQL.
      let text = query.sql;
      query.parameters.forEach((p, i) => {
        const value = typeof p === "number" ? String(p) : `'${String(p)}'`;
        text = postgres ? text.replace(`$${i + 1}`, value) : text.replace("?", value);
      });
      const plan = await sql
        .raw<Record<string, unknown>>(`${postgres ? "explain" : "explain query plan"} ${text}`)
        .execute(db());
      const lines = plan.rows
        .map((row) => String(row["QUERY PLAN"] ?? row.detail ?? JSON.stringify(row)))
        .join("\n");
      if (process.env.SHOW_PLAN) console.log(lines);
      expect(lines).toMatch(/outbox_pick/);
      expect(lines).not.toMatch(/Seq Scan|SCAN outbox(?! USING)/);
      expect(lines).not.toMatch(/Sort|TEMP B-TREE/);
    }
  });
});
