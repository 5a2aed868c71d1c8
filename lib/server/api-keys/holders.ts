import "server-only";
import { can, type MemberPermission, type MemberRole } from "@/lib/member-roles";
import { recordAudit } from "@/lib/server/audit/audit";
import type { Db } from "@/lib/server/db";
import { type ApiScope, apiScopes } from "@/lib/validation/api-options";

// A partner company's API key belongs to the colleague who created it and may do no more than
// they may: it stays live while its creator is in the company with a role that manages keys
// and allows every scope the key has. Removing the creator revokes it (unless the owner keeps
// it, transferred to themselves); lowering their role below what it needs revokes it at once.

/**
 * The role permission each partner scope needs. A team scope on a partner key (only a row
 * written by hand) is refused by every route that takes it, so it is not weighed here.
 */
const scopePermission: Partial<Record<ApiScope, MemberPermission>> = {
  "deals:read": "deals:read",
  "deals:write": "deals:write",
  "referrals:read": "referrals:read",
  "referrals:write": "referrals:write",
  "leads:read": "referrals:read",
};

/** Whether a colleague of this role may hold a key with these scopes. */
export function roleHoldsKey(role: MemberRole, scopes: readonly ApiScope[]): boolean {
  return (
    can(role, "team:manage") &&
    scopes.every((scope) => {
      const permission = scopePermission[scope];
      return permission === undefined || can(role, permission);
    })
  );
}

export function scopesOf(json: string): ApiScope[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? apiScopes.filter((scope) => value.includes(scope)) : [];
  } catch {
    return [];
  }
}

async function liveKeysOf(trx: Db, partnerId: string, userId: string) {
  return trx
    .selectFrom("api_keys")
    .select(["id", "name", "scopes"])
    .where("partner_id", "=", partnerId)
    .where("created_by", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

export type KeyRevocationReason = "creator_removed" | "creator_role_changed";

async function revoke(
  trx: Db,
  partnerId: string,
  keys: { id: string; name: string }[],
  actorUserId: string | null,
  details: { creator: string; reason: KeyRevocationReason },
): Promise<number> {
  if (keys.length === 0) return 0;
  const now = new Date().toISOString();
  await trx
    .updateTable("api_keys")
    .set({ revoked_at: now })
    .where(
      "id",
      "in",
      keys.map((key) => key.id),
    )
    .where("revoked_at", "is", null)
    .execute();
  for (const key of keys)
    await recordAudit(trx, {
      actorUserId,
      action: "api_key.revoked",
      entityType: "partner",
      entityId: partnerId,
      details: { keyId: key.id, name: key.name, createdBy: details.creator, reason: details.reason },
    });
  return keys.length;
}

/** Revokes every live key the colleague created (they leave or are removed). */
export async function revokeKeysOfCreator(
  trx: Db,
  partnerId: string,
  creatorId: string,
  actorUserId: string | null,
): Promise<number> {
  const keys = await liveKeysOf(trx, partnerId, creatorId);
  return revoke(trx, partnerId, keys, actorUserId, { creator: creatorId, reason: "creator_removed" });
}

/** Revokes the colleague's live keys that their new role may not hold. */
export async function revokeKeysBeyondRole(
  trx: Db,
  partnerId: string,
  creatorId: string,
  role: MemberRole,
  actorUserId: string | null,
): Promise<number> {
  const keys = (await liveKeysOf(trx, partnerId, creatorId)).filter(
    (key) => !roleHoldsKey(role, scopesOf(key.scopes)),
  );
  return revoke(trx, partnerId, keys, actorUserId, { creator: creatorId, reason: "creator_role_changed" });
}

/** The removed colleague's live keys become the owner's, who chose to keep them. */
export async function transferKeysOfCreator(
  trx: Db,
  partnerId: string,
  fromUserId: string,
  toUserId: string,
): Promise<number> {
  const keys = await liveKeysOf(trx, partnerId, fromUserId);
  if (keys.length === 0) return 0;
  await trx
    .updateTable("api_keys")
    .set({ created_by: toUserId })
    .where(
      "id",
      "in",
      keys.map((key) => key.id),
    )
    .execute();
  for (const key of keys)
    await recordAudit(trx, {
      actorUserId: toUserId,
      action: "api_key.transferred",
      entityType: "partner",
      entityId: partnerId,
      details: { keyId: key.id, name: key.name, from: fromUserId, to: toUserId },
    });
  return keys.length;
}

/** How many live keys each colleague of the company holds (what the removal dialog names). */
export async function liveKeyCounts(db: Db, partnerId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("api_keys")
    .select(["created_by", (eb) => eb.fn.countAll().as("n")])
    .where("partner_id", "=", partnerId)
    .where("revoked_at", "is", null)
    .where("created_by", "is not", null)
    .groupBy("created_by")
    .execute();
  return new Map(rows.map((row) => [row.created_by ?? "", Number(row.n)]));
}
