import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { siteConfig } from "@/lib/config/site";
import type { ContactEnquiry } from "@/lib/validation/contact";
import { confirmationMail, notificationMail, type EnquiryRecord } from "./emails";
import { getDb, type Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { moduleLog } from "@/lib/server/log";
import { enqueueMails, kickMailSender } from "@/lib/server/mail";
import { referLinkLead } from "@/lib/server/referrals/link-leads";

/** A repeat of the same email and message within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 60_000;
/** Source recorded when an API client sends none. */
export const UNKNOWN_SOURCE = "API (no source)";
/** The most enquiries one transaction stores. */
const MAX_BATCH = 100;

export interface SubmitEnquiryResult {
  id: string;
  duplicate: boolean;
}

/** Writes that belong with a newly stored enquiry, run in its transaction (not for a duplicate). */
export type WithEnquiry = (trx: Transaction<Database>, enquiryId: string) => Promise<void>;

interface Submission {
  enquiry: EnquiryRecord;
  now: Date;
  linkId: string | null;
  withEnquiry: WithEnquiry | null;
  resolve: (result: SubmitEnquiryResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Stores an enquiry and, in the same transaction, the notification to the contact inbox
 * and the confirmation to the visitor; mail leaves after commit. A repeat of the same
 * email and message within a minute returns the first enquiry's id and stores nothing.
 * Resolves once the enquiry is committed. An enquiry sent through a partner's referral link
 * (`linkId`, already checked against the visitor's consent) records the link and becomes
 * that partner's referral, unless its email was referred in the last 90 days.
 *
 * Group commit: this process runs one enquiry transaction at a time. It starts at the end of
 * the event loop's turn, so the enquiries that arrive in that turn share it, and those that
 * arrive while it runs share the next one (up to MAX_BATCH): a burst costs one write lock and
 * one commit per batch rather than per enquiry. (SQLite runs a transaction without yielding,
 * so an enquiry stored at once would always be alone in it.)
 * Should a batch fail, its enquiries are tried again one by one, so one bad enquiry never
 * loses the others (and the dedupe key makes a retry of a stored one a duplicate).
 */
export async function submitEnquiry(
  enquiry: ContactEnquiry,
  now = new Date(),
  linkId: string | null = null,
): Promise<SubmitEnquiryResult> {
  return storeEnquiry({ ...enquiry, source: enquiry.source ?? UNKNOWN_SOURCE, demo: null }, now, linkId);
}

/**
 * Stores any enquiry record under the rules of submitEnquiry (dedupe, mail, link referral).
 * `withEnquiry` runs in the enquiry's transaction once its row is in: should it throw, the
 * enquiry, its emails and whatever it wrote roll back together and the caller gets the error.
 */
export async function storeEnquiry(
  enquiry: EnquiryRecord,
  now: Date,
  linkId: string | null,
  withEnquiry: WithEnquiry | null = null,
): Promise<SubmitEnquiryResult> {
  const result = await new Promise<SubmitEnquiryResult>((resolve, reject) => {
    waiting.push({ enquiry, now, linkId, withEnquiry, resolve, reject });
    if (!storing) {
      storing = true;
      setImmediate(() => void storeWaiting());
    }
  });
  if (linkId && !result.duplicate) {
    // The enquiry is in; a failed referral must not fail the visitor's message.
    await referLinkLead(linkId, enquiry, now).catch((error: unknown) =>
      moduleLog("contact").error({ err: error, enquiryId: result.id }, "link referral failed"),
    );
  }
  return result;
}

const waiting: Submission[] = [];
let storing = false;

async function storeWaiting(): Promise<void> {
  try {
    while (waiting.length) {
      const batch = waiting.splice(0, MAX_BATCH);
      let results: SubmitEnquiryResult[];
      try {
        results = await storeBatch(batch);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One at a time: only the enquiry that cannot be stored fails.
        for (const submission of batch) {
          await storeBatch([submission]).then((one) => settle([submission], one), submission.reject);
        }
        continue;
      }
      settle(batch, results);
    }
  } finally {
    storing = false;
  }
}

function settle(batch: Submission[], results: SubmitEnquiryResult[]): void {
  batch.forEach((submission, index) => submission.resolve(results[index]!));
  if (results.some((result) => !result.duplicate)) kickMailSender("bulk");
}

async function storeBatch(batch: Submission[]): Promise<SubmitEnquiryResult[]> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    // Keys claimed in one order by every process, so two batches never wait for each other's
    // keys (on PostgreSQL, a deadlock); the sort is stable, so a key's first comer keeps it.
    const keys = batch.map((submission) => dedupeKey(submission.enquiry));
    const order = batch
      .map((_, index) => index)
      .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    const results: SubmitEnquiryResult[] = [];
    for (const index of order) results[index] = await claim(trx, batch[index]!, keys[index]!);
    const stored = batch.flatMap((submission, index) =>
      results[index]!.duplicate ? [] : [{ id: results[index]!.id, submission }],
    );
    if (!stored.length) return results;
    const earliest = Math.min(...batch.map((submission) => submission.now.getTime()));
    await trx
      .deleteFrom("contact_dedupe")
      .where("created_at", "<=", new Date(earliest - DUPLICATE_WINDOW_MS).toISOString())
      .execute();
    await trx
      .insertInto("contact_enquiries")
      .values(
        stored.map(({ id, submission: { enquiry, now, linkId } }) => ({
          id,
          full_name: enquiry.fullName,
          email: enquiry.email,
          company: enquiry.company,
          phone_number: enquiry.phoneNumber,
          industry: enquiry.industry,
          company_size: enquiry.companySize,
          message: enquiry.message,
          source: enquiry.source,
          created_at: now.toISOString(),
          partner_link_id: linkId,
          role: enquiry.demo?.role ?? "",
          use_case: enquiry.demo?.useCase ?? "",
          routing_consent: enquiry.partnerRouting ? 1 : 0,
          country: enquiry.country ?? "",
        })),
      )
      .execute();
    for (const { id, submission } of stored) await submission.withEnquiry?.(trx, id);
    const { CONTACT_INBOX: inbox } = env();
    const mails = stored.flatMap(({ id, submission: { enquiry, now } }) => {
      const context = {
        id,
        enquiry,
        source: enquiry.source,
        receivedAt: now,
        inbox,
        siteName: siteConfig.name,
      };
      return [notificationMail(context), confirmationMail(context)];
    });
    await enqueueMails(trx, mails, "bulk");
    return results;
  });
}

/**
 * Claims the (email, message) key atomically: the upsert only takes over a key whose
 * window has passed, so of two racing submissions (in one batch or two processes) exactly
 * one gets a row back; the other is a duplicate of the key's enquiry.
 */
async function claim(
  trx: Transaction<Database>,
  { now }: Submission,
  key: string,
): Promise<SubmitEnquiryResult> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const cutoff = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  const claimed = await trx
    .insertInto("contact_dedupe")
    .values({ key, enquiry_id: id, created_at: createdAt })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ enquiry_id: id, created_at: createdAt })
        .where("contact_dedupe.created_at", "<=", cutoff),
    )
    .returning("enquiry_id")
    .executeTakeFirst();
  if (claimed) return { id, duplicate: false };
  const first = await trx
    .selectFrom("contact_dedupe")
    .select("enquiry_id")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return { id: first.enquiry_id, duplicate: true };
}

/** Same address (case-insensitive) and same message text; a demo request only repeats a demo request. */
function dedupeKey(enquiry: EnquiryRecord): string {
  const key = `${enquiry.email.toLowerCase()}\u0000${enquiry.message}${enquiry.demo ? "\u0000demo" : ""}`;
  return createHash("sha256").update(key).digest("hex");
}
