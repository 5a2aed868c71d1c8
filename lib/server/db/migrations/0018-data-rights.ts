import { sql, type Kysely } from "kysely";

// Scheduled work and account closure.
//
// scheduled_jobs: one row per job. A process runs a job only after taking its lease with a
// conditional UPDATE (the row's lease is free and its last run older than the period), so
// a daily job runs once however many processes and instances share the database.
// last_run_at is written only when a run succeeded.
//
// deletion_requests: a partner user asks to close their account; the team approves, and
// the person's data is erased. The row keeps no contact detail, only the user's id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("last_run_at", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .execute();
  await db.schema
    .createTable("deletion_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("partner_id", "text", (col) => col.references("partners.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("reason", "text")
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .execute();
  await db.schema
    .createIndex("deletion_requests_status")
    .on("deletion_requests")
    .columns(["status", "requested_at"])
    .execute();
  // One open request per user.
  await sql`create unique index deletion_requests_open_user on deletion_requests (user_id) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deletion_requests").execute();
  await db.schema.dropTable("scheduled_jobs").execute();
}
