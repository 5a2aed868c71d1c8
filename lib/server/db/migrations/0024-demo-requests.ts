import type { Kysely } from "kysely";

// Demo requests are enquiries too (same inbox, same attribution to a referral link), but
// they carry the visitor's role and use case, which no contact column can hold. "" on
// every contact enquiry, as the other optional enquiry fields.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contact_enquiries")
    .addColumn("role", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("contact_enquiries")
    .addColumn("use_case", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_enquiries").dropColumn("use_case").execute();
  await db.schema.alterTable("contact_enquiries").dropColumn("role").execute();
}
