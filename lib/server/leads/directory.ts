import "server-only";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { kickMailSender } from "@/lib/server/mail";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { offerLead } from "./offer";

// A lead of source "directory": the visitor wrote to one partner from its directory page, so
// the enquiry goes straight to that partner (who sees the contact's details, since the visitor
// chose to share them with it) and to the team's records.

/** The lead's id; null when the enquiry already has a live lead (a repeated submission). */
export async function offerDirectoryLead(enquiryId: string, partnerId: string, now = new Date()) {
  const db = await getDb();
  try {
    const row = await db
      .transaction()
      .execute((trx) => offerLead(trx, { enquiryId, partnerId, source: "directory", offeredBy: null, now }));
    kickMailSender();
    kickWebhookSender();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
