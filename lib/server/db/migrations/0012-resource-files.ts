import type { Kysely } from "kysely";

// Resources become real files: each row may name a stored object (its key in the store,
// the uploader's file name, the checked content type and size). `url` stays for rows that
// point elsewhere. A download is counted once per partner per day: the primary key of
// resource_downloads is that rule, so two clicks racing count once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("resources").addColumn("file_key", "text").execute();
  await db.schema.alterTable("resources").addColumn("file_name", "text").execute();
  await db.schema.alterTable("resources").addColumn("mime_type", "text").execute();
  await db.schema.alterTable("resources").addColumn("size_bytes", "bigint").execute();
  await db.schema.createIndex("resources_file_key").on("resources").column("file_key").unique().execute();
  await db.schema
    .createTable("resource_downloads")
    .addColumn("resource_id", "text", (col) => col.notNull().references("resources.id").onDelete("cascade"))
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("resource_downloads_pk", ["resource_id", "partner_id", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("resource_downloads").execute();
  await db.schema.dropIndex("resources_file_key").execute();
  for (const column of ["size_bytes", "mime_type", "file_name", "file_key"])
    await db.schema.alterTable("resources").dropColumn(column).execute();
}
