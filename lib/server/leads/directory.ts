import "server-only";
import type { Transaction } from "kysely";
import type { Database } from "@/lib/server/db";
import { offerLead } from "./offer";

// A lead of source "directory": the visitor wrote to one partner from its directory page, so
// the enquiry goes straight to that partner (who sees the contact's details, since the visitor
// chose to share them with it) and to the team's records.

/**
 * Offers the enquiry to the partner in the enquiry's own transaction, so an enquiry is never
 * stored without its lead; the caller kicks the mail and webhook senders after commit.
 */
export async function offerDirectoryLead(
  trx: Transaction<Database>,
  enquiryId: string,
  partnerId: string,
  now: Date,
): Promise<string> {
  const row = await offerLead(trx, { enquiryId, partnerId, source: "directory", offeredBy: null, now });
  return row.id;
}
