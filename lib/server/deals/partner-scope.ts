import "server-only";
import { type Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import { dealMessages } from "@/lib/validation/deals";
import { type Database } from "@/lib/server/db";
import { type DealRow } from "./records";

// The partner's side of deal registration: register, edit while pending, withdraw, read
// with history, request one extension. Every query is scoped to the session's partner; an
// id of another partner's deal is simply not found (404).

export async function ownDeal(db: Kysely<Database>, partnerId: string, dealId: string): Promise<DealRow> {
  const row = await db
    .selectFrom("deals")
    .selectAll()
    .where("id", "=", dealId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, dealMessages.notFound);
  return row;
}
