import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/server/db";
import { fullName } from "@/lib/server/members/records";
import type { PartnerActor } from "@/lib/server/deals/partner-scope";
import { apiMessages } from "@/lib/validation/api";
import type { ApiKeyCaller } from "./keys";

// A partner key acts as the partner user who created it (the receipt of a deal it registers
// goes to them, the deal's history names them); when that user is gone, as the company's
// first user, who gets the company's other emails.

export async function partnerActorOfKey(caller: ApiKeyCaller): Promise<PartnerActor> {
  if (!caller.partnerId) throw new ApiError(403, apiMessages.partnerOnly);
  const db = await getDb();
  const partner = await db
    .selectFrom("partners")
    .select(["id", "company_name"])
    .where("id", "=", caller.partnerId)
    .executeTakeFirstOrThrow();
  // The creator while still in the company, else its first user.
  const users = db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name"])
    .where("partner_id", "=", caller.partnerId)
    .where("role", "=", "partner");
  const creator = caller.createdBy
    ? await users.where("id", "=", caller.createdBy).executeTakeFirst()
    : undefined;
  const user = creator ?? (await users.orderBy("created_at", "asc").executeTakeFirst());
  if (!user) throw new ApiError(403, apiMessages.invalidKey);
  return {
    partnerId: partner.id,
    userId: user.id,
    email: user.email,
    companyName: partner.company_name,
    name: fullName(user),
  };
}
