// The sending side of bench/load-mail.mjs, in a process of its own (run with
// `tsx --import=./scripts/support/allow-server-only.mjs`): the application's outbox and sender loop over a fresh
// database (DATA_DIR, or DATABASE_URL) and SMTP_URL. Queues BULK bulk messages, starts the
// sender as a server does, requests CODES one-time codes through the claim flow's service
// while the bulk drains, and exits when nothing is left to send. Prints JSON lines.
import { sql } from "kysely";
import { getDb } from "@/lib/server/db";
import { enqueueMail, startMailSender } from "@/lib/server/mail";
import { sendOtp } from "@/lib/server/claims/otp";

const BULK = Number(process.env.BENCH_BULK ?? 4000);
const CODES = Number(process.env.BENCH_CODES ?? 20);
const CODE_GAP_MS = Number(process.env.BENCH_CODE_GAP_MS ?? 250);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const emit = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);

async function main(): Promise<void> {
  const db = await getDb();
  for (let start = 0; start < BULK; start += 500) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(BULK, start + 500); i += 1) {
        await enqueueMail(
          trx,
          {
            to: `visitor${i}@bulk.example.test`,
            subject: `Enquiry ${i}`,
            text: `Enquiry ${i}`,
            kind: "contact:notification",
          },
          "bulk",
        );
      }
    });
  }
  emit({ event: "queued", bulk: BULK, at: Date.now() });
  startMailSender();
  await sleep(1_000); // the bulk queue is draining
  for (let i = 0; i < CODES; i += 1) {
    const email = `code${i}@partner-company.example.test`;
    emit({ event: "code-requested", to: email, at: Date.now() });
    await sendOtp({ email, purpose: "email_verification" });
    await sleep(CODE_GAP_MS);
  }
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const left = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(sql<boolean>`status in ('pending', 'sending')`)
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0 || Date.now() > deadline) {
      const counts = await db
        .selectFrom("outbox")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      emit({
        event: "done",
        at: Date.now(),
        statuses: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
      });
      break;
    }
    await sleep(200);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
