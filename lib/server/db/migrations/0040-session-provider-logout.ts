import type { Kysely } from "kysely";

// A session started through an OpenID provider that offers RP-initiated logout keeps the
// address that ends the provider's session too (its end_session_endpoint with the ID token as
// id_token_hint), so signing out here can send the browser there (OIDC_END_PROVIDER_SESSION).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("provider_logout_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("provider_logout_url").execute();
}
