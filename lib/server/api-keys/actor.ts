import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/server/db";
import { partnerRecipient } from "@/lib/server/deals/records";
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
  const creator = caller.createdBy
    ? await db
        .selectFrom("users")
        .select(["id", "email"])
        .where("id", "=", caller.createdBy)
        .where("partner_id", "=", caller.partnerId)
        .executeTakeFirst()
    : undefined;
  const user = creator ?? (await partnerRecipient(db, caller.partnerId));
  if (!user) throw new ApiError(403, apiMessages.invalidKey);
  return { partnerId: partner.id, userId: user.id, email: user.email, companyName: partner.company_name };
}
