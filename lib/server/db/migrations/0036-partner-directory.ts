import { sql, type Kysely } from "kysely";

// The public partner directory and lead routing. A company's directory profile (opt in,
// hidden by the team with a reason); leads: a website enquiry offered to one partner at a
// time, answered within the acceptance window; and, on the enquiry, the visitor's consent to
// be contacted by a partner and the country they gave.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("directory_profiles")
    .addColumn("partner_id", "text", (col) => col.primaryKey().references("partners.id").onDelete("cascade"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("services", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("industries", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("countries", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("languages", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("website", "text")
    .addColumn("logo_key", "text")
    .addColumn("hidden_at", "text")
    .addColumn("hidden_reason", "text")
    .addColumn("hidden_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("enquiry_id", "text", (col) =>
      col.notNull().references("contact_enquiries.id").onDelete("cascade"),
    )
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    // "directory": the visitor chose the partner; "assigned": the team offered it.
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("industry", "text", (col) => col.notNull())
    .addColumn("need", "text", (col) => col.notNull())
    .addColumn("offered_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("offered_at", "text", (col) => col.notNull())
    .addColumn("respond_by", "text", (col) => col.notNull())
    .addColumn("responded_at", "text")
    .addColumn("responded_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decline_reason", "text")
    .addColumn("deal_id", "text", (col) => col.references("deals.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("leads_partner").on("leads").columns(["partner_id", "status"]).execute();
  await db.schema.createIndex("leads_due").on("leads").columns(["status", "respond_by"]).execute();
  await db.schema.createIndex("leads_updated").on("leads").columns(["updated_at", "id"]).execute();
  // One live offer per enquiry: two partners are never offered the same lead at once.
  await db.schema
    .createIndex("leads_one_live_per_enquiry")
    .on("leads")
    .column("enquiry_id")
    .unique()
    .where(sql.ref("status"), "in", ["offered", "accepted", "converted"])
    .execute();

  await db.schema
    .alterTable("contact_enquiries")
    .addColumn("routing_consent", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("contact_enquiries")
    .addColumn("country", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_enquiries").dropColumn("country").execute();
  await db.schema.alterTable("contact_enquiries").dropColumn("routing_consent").execute();
  await db.schema.dropTable("leads").execute();
  await db.schema.dropTable("directory_profiles").execute();
}
