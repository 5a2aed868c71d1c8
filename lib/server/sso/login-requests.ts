import "server-only";
import { getDb } from "../db";
import { sha256Hex } from "../security/crypto";
import type { OidcLoginsTable } from "../db/schema/sso";

// A sign-in under way: what the callback needs to check the provider's answer (state, nonce,
// PKCE verifier), kept server-side for 10 minutes and spent once, so a replayed callback
// address finds nothing. Only a hash of the state is stored: the row is found by what returns.

export const LOGIN_REQUEST_TTL_MS = 10 * 60_000;

export interface LoginRequest {
  audience: OidcLoginsTable["audience"];
  partnerId: string | null;
  nonce: string;
  codeVerifier: string;
  nextPath: string | null;
}

export async function saveLoginRequest(
  state: string,
  request: LoginRequest,
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  await db
    .insertInto("oidc_logins")
    .values({
      state_hash: sha256Hex(state),
      audience: request.audience,
      partner_id: request.partnerId,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      next_path: request.nextPath,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LOGIN_REQUEST_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  // Housekeeping: sign-ins abandoned at the provider.
  await db
    .deleteFrom("oidc_logins")
    .where("expires_at", "<", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
}

/** The sign-in of this state, marked used; null when unknown, expired or used before. */
export async function spendLoginRequest(state: string, now = new Date()): Promise<LoginRequest | null> {
  if (!state || state.length > 200) return null;
  const db = await getDb();
  const stamp = now.toISOString();
  const row = await db
    .updateTable("oidc_logins")
    .set({ used_at: stamp })
    .where("state_hash", "=", sha256Hex(state))
    .where("used_at", "is", null)
    .where("expires_at", ">", stamp)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  return {
    audience: row.audience,
    partnerId: row.partner_id,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    nextPath: row.next_path,
  };
}
