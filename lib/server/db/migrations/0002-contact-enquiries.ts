import type { Kysely } from "kysely";

// Contact enquiries, and the short-lived keys that make a repeated submission (same email
// and message within a minute) a no-op. Portable column types only (SQLite and PostgreSQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_enquiries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("full_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("phone_number", "text", (col) => col.notNull())
    .addColumn("industry", "text", (col) => col.notNull())
    .addColumn("company_size", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("contact_enquiries_created")
    .on("contact_enquiries")
    .column("created_at")
    .execute();
  await db.schema.createIndex("contact_enquiries_email").on("contact_enquiries").column("email").execute();

  await db.schema
    .createTable("contact_dedupe")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("enquiry_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_dedupe_created").on("contact_dedupe").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_dedupe").execute();
  await db.schema.dropTable("contact_enquiries").execute();
}
