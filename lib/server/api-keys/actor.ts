import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { fullName } from "@/lib/server/auth/users";
import type { PartnerActor } from "@/lib/server/actor";
import { apiMessages } from "@/lib/validation/api";
import type { ApiKeyCaller } from "./keys";

// A partner key acts as the colleague who created it: what it registers names them and the
// key, the receipt goes to them. A key whose creator has left the company no longer
// authenticates (./keys.ts), so there is no one else to act as.

export async function partnerActorOfKey(caller: ApiKeyCaller): Promise<PartnerActor> {
  if (!caller.partnerId) throw new Refusal(403, apiMessages.partnerOnly);
  if (!caller.createdBy) throw new Refusal(401, apiMessages.invalidKey);
  const db = await getDb();
  const row = await db
    .selectFrom("users")
    .innerJoin("partners", "partners.id", "users.partner_id")
    .select(["users.id", "users.email", "users.first_name", "users.last_name", "partners.company_name"])
    .where("users.id", "=", caller.createdBy)
    .where("users.partner_id", "=", caller.partnerId)
    .where("users.role", "=", "partner")
    .executeTakeFirst();
  if (!row) throw new Refusal(401, apiMessages.invalidKey);
  return {
    partnerId: caller.partnerId,
    userId: row.id,
    email: row.email,
    companyName: row.company_name,
    name: fullName(row),
    apiKeyId: caller.keyId,
  };
}
