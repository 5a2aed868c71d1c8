import type { Kysely } from "kysely";

// A queued message's HTML part is kept as its words (the email's content and footer, as JSON
// text) and laid out when it is sent (lib/server/mail/compose.ts). The laid-out HTML is five to
// ten times larger than its words, and every message is written inside the transaction of the
// change that caused it: an enquiry's two messages were most of what its commit wrote.
// html_body stays for messages queued with HTML of their own, and for rows queued before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("html_content", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("html_content").execute();
}
