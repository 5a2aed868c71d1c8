import "server-only";
import { sql } from "kysely";
import { getDb } from "@/lib/server/db";
import { countClaimsByStatus } from "@/lib/server/claims/console";
import { countOutboxViews } from "@/lib/server/mail/console";
import { countValue } from "@/lib/server/db/pagination";
import { countPendingDeletionRequests } from "@/lib/server/privacy/deletion-requests";
import { DAY_MS } from "@/lib/time";

// The numbers on the console's front page: what is waiting for the team.
export interface ConsoleOverview {
  pendingDeals: number;
  extensionRequests: number;
  pendingCommissions: number;
  requestedPayouts: number;
  newReferrals: number;
  pendingClaims: number;
  pendingRegistrations: number;
  openInvitations: number;
  activePartners: number;
  enquiriesThisWeek: number;
  failingMail: number;
  /** Requests to close an account, waiting for the team's approval. */
  closureRequests: number;
}

export async function getConsoleOverview(now = new Date()): Promise<ConsoleOverview> {
  const db = await getDb();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const n = sql<string | number | bigint>`count(*)`.as("n");
  // The team's work queues, each as its console list opens: the default tab's count.
  const [deals, extensions, commissions, payouts, referrals] = await Promise.all([
    db.selectFrom("deals").select(n).where("status", "=", "pending").executeTakeFirst(),
    db.selectFrom("deals").select(n).where("extension_status", "=", "requested").executeTakeFirst(),
    db.selectFrom("commissions").select(n).where("status", "=", "pending").executeTakeFirst(),
    db.selectFrom("payout_requests").select(n).where("status", "=", "requested").executeTakeFirst(),
    db.selectFrom("referrals").select(n).where("status", "=", "submitted").executeTakeFirst(),
  ]);
  const [claims, outbox, registrations, invitations, partners, enquiries, closures] = await Promise.all([
    countClaimsByStatus(),
    countOutboxViews(),
    db
      .selectFrom("partners")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "pending_approval")
      .executeTakeFirst(),
    db
      .selectFrom("registration_links")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("kind", "=", "invitation")
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst(),
    db
      .selectFrom("partners")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "active")
      .executeTakeFirst(),
    db
      .selectFrom("contact_enquiries")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("created_at", ">=", weekAgo)
      .executeTakeFirst(),
    countPendingDeletionRequests(),
  ]);
  return {
    pendingDeals: countValue(deals),
    extensionRequests: countValue(extensions),
    pendingCommissions: countValue(commissions),
    requestedPayouts: countValue(payouts),
    newReferrals: countValue(referrals),
    pendingClaims: claims.pending,
    pendingRegistrations: countValue(registrations),
    openInvitations: countValue(invitations),
    activePartners: countValue(partners),
    enquiriesThisWeek: countValue(enquiries),
    failingMail: outbox.failing,
    closureRequests: closures,
  };
}
