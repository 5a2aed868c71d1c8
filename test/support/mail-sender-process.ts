// A mail sender in a process of its own, for tests of several senders over one queue:
//   node --import tsx --import=./scripts/support/allow-server-only.mjs test/support/mail-sender-process.ts
// with DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) and SMTP_URL set. Sends until no
// message is left to send (every one sent or refused for good), then prints
// {"sent":n,"failed":n} and exits. A process killed mid-send leaves its leases behind.
import { sql } from "kysely";
import { getDb } from "@/lib/server/db";
import { deliverDueMail } from "@/lib/server/mail";
import { closeMailTransport } from "@/lib/server/mail/transport";

async function main(): Promise<void> {
  const db = await getDb();
  let sent = 0;
  let failed = 0;
  for (;;) {
    const result = await deliverDueMail();
    sent += result.sent;
    failed += result.failed;
    const left = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(sql<boolean>`status in ('pending', 'sending')`)
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, result.sent > 0 ? 0 : 100));
  }
  closeMailTransport();
  await db.destroy();
  process.stdout.write(`${JSON.stringify({ sent, failed })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
