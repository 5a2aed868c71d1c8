import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { privacyMessages } from "@/lib/validation/privacy";
import { erasureNoticeMail, ERASURE_NOTICE_KIND } from "./emails";
import { FORMER_MEMBER } from "@/lib/validation/member-messages";
import { appendErasureLog, erasureKey, recordErasure } from "./erasure-log";
import { gatherTerms } from "./erasure-terms";
import { scrubFreeText } from "./scrub-text";

// Erasing one person, found by email wherever the export finds them: their account (if any)
// can no longer sign in and keeps no contact detail, and the deals, referrals and payout
// requests they registered name a "Former member"; their enquiries and one-time codes are
// deleted; claims, referrals, deals and team invitations that name them keep the company
// facts but not the person; mail (queued and sent), audit, notification and webhook text
// mentioning them is scrubbed, so a retry or replay sends no trace of them. Commissions and
// payouts are not touched: they belong to the company and are kept for
// FINANCIAL_RECORDS_RETENTION_YEARS. Each erasure is recorded without the erased data
// (erasure-log.ts), so a restore erases the person again.

/** An address that can never receive mail (.invalid is reserved), unique per row. */
export const erasedAddress = (id: string) => `erased-${id}@erased.invalid`;
/** Never a valid argon2 hash: the password check fails for every input. */
const NO_PASSWORD = "!erased";

export interface ErasureResult {
  erasureId: string;
  userId: string | null;
  /** Rows changed or deleted per table (numbers only: nothing erased is repeated). */
  changed: Record<string, number>;
  /** Times one of the person's terms was replaced in free text. */
  replaced: number;
}

/** Erases the person inside `trx`; the caller audits and sends the notice. */
export async function erasePersonIn(
  trx: Transaction<Database>,
  rawEmail: string,
  now = new Date(),
): Promise<ErasureResult & { found: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const at = now.toISOString();
  const changed: Record<string, number> = {};
  const count = (table: string, n: bigint | number | undefined) => {
    if (Number(n ?? 0) > 0) changed[table] = (changed[table] ?? 0) + Number(n);
  };
  const terms = await gatherTerms(trx, email);
  // Free text first, while the structured rows still say who the person is.
  const scrubbed = await scrubFreeText(trx, terms);
  for (const [table, n] of Object.entries(scrubbed.changed)) count(table, n);

  const user = await trx
    .selectFrom("users")
    .select(["id", "role"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (user?.role === "admin") throw new Refusal(409, privacyMessages.adminErasure);
  if (user) {
    for (const table of [
      "sessions",
      "account_tokens",
      "two_factor",
      "two_factor_recovery_codes",
      "notification_preferences",
      "unsubscribe_uses",
    ] as const) {
      count(
        table,
        (await trx.deleteFrom(table).where("user_id", "=", user.id).executeTakeFirst()).numDeletedRows,
      );
    }
    await trx
      .updateTable("users")
      .set({
        email: erasedAddress(user.id),
        password_hash: NO_PASSWORD,
        first_name: null,
        last_name: null,
        title: null,
        phone: null,
        linkedin_url: null,
        email_verified_at: null,
        last_login_at: null,
        previous_login_at: null,
        onboarding_dismissed_at: null,
        updated_at: at,
      })
      .where("id", "=", user.id)
      .execute();
    count("users", 1);
    // What they registered stays the company's, by a former member.
    for (const table of ["deals", "referrals"] as const)
      count(
        table,
        (
          await trx
            .updateTable(table)
            .set({ registered_by_name: FORMER_MEMBER })
            .where("registered_by", "=", user.id)
            .executeTakeFirst()
        ).numUpdatedRows,
      );
    count(
      "payout_requests",
      (
        await trx
          .updateTable("payout_requests")
          .set({ requested_by_name: FORMER_MEMBER })
          .where("requested_by", "=", user.id)
          .executeTakeFirst()
      ).numUpdatedRows,
    );
    // An open request is answered by this erasure.
    await trx
      .updateTable("deletion_requests")
      .set({ status: "approved", decided_at: at })
      .where("user_id", "=", user.id)
      .where("status", "=", "pending")
      .execute();
    count(
      "deletion_requests",
      (
        await trx
          .updateTable("deletion_requests")
          .set({ reason: null })
          .where("user_id", "=", user.id)
          .executeTakeFirst()
      ).numUpdatedRows,
    );
  }
  const claims = await trx.selectFrom("claims").select("id").where("company_email", "=", email).execute();
  for (const claim of claims) {
    await trx
      .updateTable("claims")
      .set({
        first_name: "[erased]",
        last_name: "",
        company_email: erasedAddress(claim.id),
        linkedin_url: null,
        updated_at: at,
      })
      .where("id", "=", claim.id)
      .execute();
  }
  count("claims", claims.length);
  // An invitation to join a team keeps its company and role; an open one is withdrawn.
  const invitations = await trx
    .selectFrom("member_invitations")
    .select(["id", "accepted_at", "revoked_at"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  for (const invitation of invitations)
    await trx
      .updateTable("member_invitations")
      .set({
        email: erasedAddress(invitation.id),
        revoked_at: invitation.accepted_at || invitation.revoked_at ? invitation.revoked_at : at,
      })
      .where("id", "=", invitation.id)
      .execute();
  count("member_invitations", invitations.length);
  const links = await trx
    .selectFrom("registration_links")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  for (const link of links)
    await trx
      .updateTable("registration_links")
      .set({ email: erasedAddress(link.id) })
      .where("id", "=", link.id)
      .execute();
  count("registration_links", links.length);
  count(
    "otp_codes",
    (await trx.deleteFrom("otp_codes").where("email", "=", email).executeTakeFirst()).numDeletedRows,
  );
  // Per-account counters (sign-in failures, codes sent) are keyed "<rule>:<email>". An "_" in
  // the address matches any character here: at worst a look-alike address's counter resets.
  count(
    "rate_limits",
    (await trx.deleteFrom("rate_limits").where("key", "like", `%:${email}`).executeTakeFirst())
      .numDeletedRows,
  );
  const enquiryIds = (
    await trx
      .selectFrom("contact_enquiries")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute()
  ).map((row) => row.id);
  if (enquiryIds.length) {
    await trx.deleteFrom("contact_dedupe").where("enquiry_id", "in", enquiryIds).execute();
    count(
      "contact_enquiries",
      (await trx.deleteFrom("contact_enquiries").where("id", "in", enquiryIds).executeTakeFirst())
        .numDeletedRows,
    );
  }
  const referrals = await trx
    .selectFrom("referrals")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  for (const referral of referrals) {
    await trx
      .updateTable("referrals")
      .set({
        contact: "[erased]",
        email: erasedAddress(referral.id),
        phone: null,
        active_email: null,
        updated_at: at,
      })
      .where("id", "=", referral.id)
      .execute();
  }
  count("referrals", referrals.length);
  count(
    "deals",
    (
      await trx
        .updateTable("deals")
        .set({ contact_name: null, contact_email: null, contact_title: null, updated_at: at })
        .where((eb) => eb(eb.fn("lower", ["contact_email"]), "=", email))
        .executeTakeFirst()
    ).numUpdatedRows,
  );
  count(
    "deals",
    (
      await trx
        .updateTable("deals")
        .set({ decision_maker_name: null, decision_maker_email: null, updated_at: at })
        .where((eb) => eb(eb.fn("lower", ["decision_maker_email"]), "=", email))
        .executeTakeFirst()
    ).numUpdatedRows,
  );
  count(
    "outbox",
    (
      await trx
        .deleteFrom("outbox")
        .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", email))
        .executeTakeFirst()
    ).numDeletedRows,
  );
  const found = terms.found || Object.keys(scrubbed.changed).length > 0;
  return { erasureId: randomUUID(), userId: user?.id ?? null, changed, replaced: scrubbed.replaced, found };
}

/**
 * Erases the person, audits it (who, when, which tables; no personal data) and queues the
 * one confirmation to their address. 404 when nothing is stored about the address.
 */
export async function erasePerson(
  email: string,
  actorUserId: string | null,
  options: { via: string; requireFound?: boolean } = { via: "console" },
): Promise<ErasureResult> {
  const db = await getDb();
  const now = new Date();
  const entry = { at: now.toISOString(), key: erasureKey(email) };
  const result = await db.transaction().execute(async (trx) => {
    const erased = await erasePersonIn(trx, email, now);
    if (!erased.found && options.requireFound !== false)
      throw new Refusal(404, privacyMessages.personNotFound);
    const { changed, replaced } = erased;
    await recordErasure(trx, { id: erased.erasureId, ...entry, via: options.via, changed, replaced });
    await recordAudit(trx, {
      actorUserId,
      action: "privacy.erased",
      entityType: erased.userId ? "user" : "person",
      entityId: erased.userId ?? erased.erasureId,
      details: { via: options.via, changed, replaced },
    });
    await enqueueMail(
      trx,
      {
        to: email.trim().toLowerCase(),
        ...erasureNoticeMail(),
        kind: ERASURE_NOTICE_KIND,
        refId: erased.erasureId,
      },
      "transactional",
    );
    return { erasureId: erased.erasureId, userId: erased.userId, changed, replaced };
  });
  appendErasureLog({ id: result.erasureId, ...entry });
  kickMailSender();
  return result;
}
