import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import type { ApiKeysTable } from "@/lib/server/db/schema/api";
import { recordAudit } from "@/lib/server/audit/audit";
import { apiMessages, type NewApiKey } from "@/lib/validation/api";
import { API_KEY_PREFIX, type ApiScope } from "@/lib/validation/api-options";
import type { ApiKeySummary } from "@/lib/validation/api";
import { MINUTE_MS } from "@/lib/time";
import { fullName } from "@/lib/server/auth/users";
import type { Db } from "@/lib/server/db";
import { roleHoldsKey, scopesOf } from "./holders";

// API keys, the team's and each partner company's: 256 random bits after fl_live_, shown
// once; the database keeps the SHA-256 of the whole key (a fast hash is enough for a
// random secret of that length) and its first characters, which lists show.

/** Null: a programme team key. Otherwise the partner company the key belongs to. */
export type KeyOwner = { partnerId: string | null };

export interface ApiKeyCaller {
  keyId: string;
  scopes: ApiScope[];
  partnerId: string | null;
  /** Who created the key: the acting user of what the key does. */
  createdBy: string | null;
}

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

type KeyRow = Selectable<ApiKeysTable> & {
  creator_first_name?: string | null;
  creator_last_name?: string | null;
  creator_email?: string | null;
};

function toSummary(row: KeyRow): ApiKeySummary {
  const creator =
    row.created_by && row.creator_email
      ? {
          userId: row.created_by,
          name: fullName({
            first_name: row.creator_first_name ?? null,
            last_name: row.creator_last_name ?? null,
            email: row.creator_email,
          }),
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    createdBy: creator,
  };
}

/** The creator's name columns as toSummary reads them (none for a key without a creator). */
async function creatorOf(db: Db, userId: string | null) {
  if (!userId) return undefined;
  return db
    .selectFrom("users")
    .select(["email as creator_email", "first_name as creator_first_name", "last_name as creator_last_name"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Creates a key; the answer is the only place the key itself ever appears. */
export async function createApiKey(
  owner: KeyOwner,
  input: NewApiKey,
  actorUserId: string | null,
  now = new Date(),
): Promise<{ key: string; apiKey: ApiKeySummary }> {
  const db = await getDb();
  const key = generateApiKey();
  const creator = await creatorOf(db, actorUserId);
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("api_keys")
      .values({
        id: randomUUID(),
        name: input.name,
        prefix: key.slice(0, API_KEY_PREFIX.length + 8),
        key_hash: hashApiKey(key),
        scopes: JSON.stringify(input.scopes),
        partner_id: owner.partnerId,
        created_by: actorUserId,
        created_at: now.toISOString(),
        last_used_at: null,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId,
      action: "api_key.created",
      entityType: owner.partnerId ? "partner" : "api_key",
      entityId: owner.partnerId ?? inserted.id,
      details: { keyId: inserted.id, name: input.name, scopes: input.scopes },
    });
    return inserted;
  });
  return { key, apiKey: toSummary({ ...row, ...creator }) };
}

/** The owner's keys, newest first, revoked ones included (they show when they stopped). */
export async function listApiKeys(owner: KeyOwner): Promise<ApiKeySummary[]> {
  const db = await getDb();
  let query = db
    .selectFrom("api_keys")
    .leftJoin("users", "users.id", "api_keys.created_by")
    .selectAll("api_keys")
    .select([
      "users.email as creator_email",
      "users.first_name as creator_first_name",
      "users.last_name as creator_last_name",
    ]);
  query = owner.partnerId
    ? query.where("api_keys.partner_id", "=", owner.partnerId)
    : query.where("api_keys.partner_id", "is", null);
  const rows = await query
    .orderBy("api_keys.created_at", "desc")
    .orderBy("api_keys.id", "desc")
    .limit(200)
    .execute();
  return rows.map(toSummary);
}

/** Revokes one of the owner's keys: it stops working at once (404 for another owner's). */
export async function revokeApiKey(
  owner: KeyOwner,
  id: string,
  actorUserId: string | null,
  now = new Date(),
): Promise<ApiKeySummary> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    let read = trx.selectFrom("api_keys").selectAll().where("id", "=", id);
    read = owner.partnerId
      ? read.where("partner_id", "=", owner.partnerId)
      : read.where("partner_id", "is", null);
    const current = await read.executeTakeFirst();
    if (!current) throw new Refusal(404, apiMessages.keyNotFound);
    if (current.revoked_at) throw new Refusal(409, apiMessages.keyRevoked);
    const row = await trx
      .updateTable("api_keys")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Refusal(409, apiMessages.keyRevoked);
    const creator = await creatorOf(trx, row.created_by);
    await recordAudit(trx, {
      actorUserId,
      action: "api_key.revoked",
      entityType: owner.partnerId ? "partner" : "api_key",
      entityId: owner.partnerId ?? id,
      details: { keyId: id, name: current.name },
    });
    return toSummary({ ...row, ...creator });
  });
}

/**
 * The caller a presented key stands for, or null (unknown, revoked, or a partner key whose
 * company is no longer active, or whose creator has left the company or lost the role the key
 * needs). When the company requires two-factor sign-in, a partner key works only while its
 * creator has two-factor authentication on (403 until then): the key itself is for machines
 * and asks for no code. Last use is written at most once a minute per key.
 */
export async function authenticateApiKey(key: string, now = new Date()): Promise<ApiKeyCaller | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const db = await getDb();
  const row = await db
    .selectFrom("api_keys")
    .leftJoin("partners", "partners.id", "api_keys.partner_id")
    .leftJoin("users as creator", (join) =>
      join
        .onRef("creator.id", "=", "api_keys.created_by")
        .onRef("creator.partner_id", "=", "api_keys.partner_id")
        .on("creator.role", "=", "partner"),
    )
    .leftJoin("two_factor", "two_factor.user_id", "creator.id")
    .select([
      "api_keys.id",
      "api_keys.scopes",
      "api_keys.partner_id",
      "api_keys.created_by",
      "api_keys.last_used_at",
      "partners.status",
      "partners.require_two_factor",
      "creator.id as creator_id",
      "creator.member_role as creator_role",
      "two_factor.enabled_at as creator_two_factor",
    ])
    .where("api_keys.key_hash", "=", hashApiKey(key))
    .where("api_keys.revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const scopes = scopesOf(row.scopes);
  if (row.partner_id) {
    if (row.status !== "active") return null;
    // Defence in depth: removal and role changes revoke such keys in their own transaction.
    if (!row.creator_id || !roleHoldsKey(row.creator_role ?? "owner", scopes)) return null;
    if (Number(row.require_two_factor) === 1 && !row.creator_two_factor)
      throw new Refusal(403, apiMessages.creatorTwoFactor);
  }
  const staleBefore = new Date(now.getTime() - MINUTE_MS).toISOString();
  if (!row.last_used_at || row.last_used_at < staleBefore)
    await db
      .updateTable("api_keys")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
  return {
    keyId: row.id,
    scopes,
    partnerId: row.partner_id,
    createdBy: row.created_by,
  };
}
