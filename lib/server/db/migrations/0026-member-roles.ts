import type { Kysely } from "kysely";
import { sql } from "kysely";

// A partner company is a team: each of its users has a role (owner, admin, member, finance;
// lib/member-roles.ts). Every existing partner user was the company's only login, so each
// becomes an owner. The programme team's users have none (null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("member_role", "text").execute();
  await sql`update users set member_role = 'owner' where role = 'partner'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("member_role").execute();
}
