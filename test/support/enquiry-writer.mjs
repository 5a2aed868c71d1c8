// A second process writing enquiries into a SQLite file, one committed transaction each, as
// fast as it can; prints each enquiry's id once it is committed (acknowledged). Used by the
// backup test: `node test/support/enquiry-writer.mjs <file>`; stops on SIGTERM.
import { randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";

const database = new SQLite(process.argv[2]);
database.pragma("journal_mode = WAL");
database.pragma("busy_timeout = 5000");
const insert = database.prepare(
  "insert into contact_enquiries (id, full_name, email, company, phone_number, industry, company_size, message, source, created_at) values (?, 'Load Test', 'load@example.com', '', '', '', '', 'Written during a backup', 'test', ?)",
);
let stopping = false;
process.on("SIGTERM", () => (stopping = true));
while (!stopping) {
  const id = randomUUID();
  insert.run(id, new Date().toISOString());
  process.stdout.write(`${id}\n`);
  // Let the SIGTERM handler run between writes.
  await new Promise((resolve) => setImmediate(resolve));
}
database.close();
