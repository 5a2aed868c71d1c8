import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { siteConfig } from "@/lib/config/site";
import type { ContactEnquiry } from "@/lib/validation/contact";
import { confirmationMail, notificationMail } from "./emails";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";

/** A repeat of the same email and message within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 60_000;
/** Source recorded when an API client sends none. */
export const UNKNOWN_SOURCE = "API (no source)";

export interface SubmitEnquiryResult {
  id: string;
  duplicate: boolean;
}

/**
 * Stores an enquiry and, in the same transaction, the notification to the contact inbox
 * and the confirmation to the visitor; mail leaves after commit. A repeat of the same
 * email and message within a minute returns the first enquiry's id and stores nothing.
 */
export async function submitEnquiry(enquiry: ContactEnquiry, now = new Date()): Promise<SubmitEnquiryResult> {
  const db = await getDb();
  const config = env();
  const id = randomUUID();
  const createdAt = now.toISOString();
  const cutoff = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  const source = enquiry.source ?? UNKNOWN_SOURCE;

  const result = await db.transaction().execute(async (trx) => {
    // Claim the (email, message) key atomically: the upsert only takes over a key whose
    // window has passed, so of two racing submissions exactly one gets a row back.
    const claimed = await trx
      .insertInto("contact_dedupe")
      .values({ key: dedupeKey(enquiry), enquiry_id: id, created_at: createdAt })
      .onConflict((oc) =>
        oc
          .column("key")
          .doUpdateSet({ enquiry_id: id, created_at: createdAt })
          .where("contact_dedupe.created_at", "<=", cutoff),
      )
      .returning("enquiry_id")
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom("contact_dedupe")
        .select("enquiry_id")
        .where("key", "=", dedupeKey(enquiry))
        .executeTakeFirstOrThrow();
      return { id: first.enquiry_id, duplicate: true };
    }
    await trx.deleteFrom("contact_dedupe").where("created_at", "<=", cutoff).execute();
    await trx
      .insertInto("contact_enquiries")
      .values({
        id,
        full_name: enquiry.fullName,
        email: enquiry.email,
        company: enquiry.company,
        phone_number: enquiry.phoneNumber,
        industry: enquiry.industry,
        company_size: enquiry.companySize,
        message: enquiry.message,
        source,
        created_at: createdAt,
      })
      .execute();
    const context = {
      id,
      enquiry,
      source,
      receivedAt: now,
      inbox: config.CONTACT_INBOX,
      siteName: siteConfig.name,
    };
    await enqueueMail(trx, notificationMail(context), "bulk");
    await enqueueMail(trx, confirmationMail(context), "bulk");
    return { id, duplicate: false };
  });

  if (!result.duplicate) kickMailSender("bulk");
  return result;
}

/** Same address (case-insensitive) and same message text. */
function dedupeKey(enquiry: ContactEnquiry): string {
  return createHash("sha256").update(`${enquiry.email.toLowerCase()}\u0000${enquiry.message}`).digest("hex");
}
