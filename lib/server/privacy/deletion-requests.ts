import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { privacyMessages } from "@/lib/validation/privacy";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { env } from "@/lib/server/env";
import { deletionRequestedTeamMail } from "./emails";
import { erasePerson } from "./erasure";

// Closing an account: the partner user asks (one open request at a time), the team sees
// the requests (in the programme's inbox and on the console's Privacy page) and approves
// one, which erases the person (lib/server/privacy/erasure.ts). Until then the person sees
// their pending request in Settings and may withdraw it.

export interface DeletionRequestView {
  id: string;
  userId: string;
  email: string;
  name: string;
  companyName: string | null;
  status: "pending" | "approved";
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

export async function requestAccountDeletion(
  user: { id: string; partnerId: string | null },
  reason: string | undefined,
  now = new Date(),
): Promise<{ id: string; requestedAt: string }> {
  const db = await getDb();
  const id = randomUUID();
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("deletion_requests")
        .values({
          id,
          user_id: user.id,
          partner_id: user.partnerId,
          status: "pending",
          reason: reason || null,
          requested_at: at,
          decided_at: null,
          decided_by: null,
        })
        .execute();
      await recordAudit(trx, {
        actorUserId: user.id,
        action: "privacy.deletion_requested",
        entityType: "user",
        entityId: user.id,
        details: { requestId: id },
      });
      const company = user.partnerId
        ? await trx
            .selectFrom("partners")
            .select("company_name")
            .where("id", "=", user.partnerId)
            .executeTakeFirst()
        : undefined;
      const config = env();
      await enqueueMail(
        trx,
        {
          to: config.PROGRAMME_EMAIL,
          ...deletionRequestedTeamMail({
            companyName: company?.company_name ?? null,
            appUrl: config.APP_URL,
          }),
          kind: "privacy:deletion-requested",
          refId: id,
        },
        "transactional",
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, privacyMessages.deletionPending);
    throw error;
  }
  kickMailSender();
  return { id, requestedAt: at };
}

/** The user's own open request, as Settings shows it; null when there is none. */
export async function pendingDeletionRequest(
  userId: string,
): Promise<{ id: string; requestedAt: string } | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("deletion_requests")
    .select(["id", "requested_at"])
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row ? { id: row.id, requestedAt: row.requested_at } : null;
}

/** The user takes back their open request (404 when none is open: approved ones cannot be). */
export async function withdrawDeletionRequest(userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("deletion_requests")
      .where("user_id", "=", userId)
      .where("status", "=", "pending")
      .returning("id")
      .executeTakeFirst();
    if (!row) throw new Refusal(404, privacyMessages.noPendingRequest);
    await recordAudit(trx, {
      actorUserId: userId,
      action: "privacy.deletion_withdrawn",
      entityType: "user",
      entityId: userId,
      details: { requestId: row.id },
    });
  });
}

export async function countPendingDeletionRequests(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("deletion_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listDeletionRequests(status: "pending" | "approved"): Promise<DeletionRequestView[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("deletion_requests")
    .innerJoin("users", "users.id", "deletion_requests.user_id")
    .leftJoin("partners", "partners.id", "deletion_requests.partner_id")
    .select([
      "deletion_requests.id",
      "deletion_requests.user_id",
      "deletion_requests.status",
      "deletion_requests.reason",
      "deletion_requests.requested_at",
      "deletion_requests.decided_at",
      "users.email",
      "users.first_name",
      "users.last_name",
      "partners.company_name",
    ])
    .where("deletion_requests.status", "=", status)
    .orderBy("deletion_requests.requested_at", status === "pending" ? "asc" : "desc")
    .orderBy("deletion_requests.id")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(" "),
    companyName: row.company_name,
    status: row.status,
    reason: row.reason,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
  }));
}

/** Approves the request and erases its person; 404 unknown id, 409 already approved. */
export async function approveDeletionRequest(id: string, actorUserId: string | null, now = new Date()) {
  const db = await getDb();
  const request = await db
    .selectFrom("deletion_requests")
    .innerJoin("users", "users.id", "deletion_requests.user_id")
    .select(["deletion_requests.status", "deletion_requests.user_id", "users.email"])
    .where("deletion_requests.id", "=", id)
    .executeTakeFirst();
  if (!request) throw new Refusal(404, privacyMessages.requestNotFound);
  // Claimed first, so two team members approving at once erase (and email) once.
  const claimed = await db
    .updateTable("deletion_requests")
    .set({ status: "approved", decided_at: now.toISOString(), decided_by: actorUserId })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Refusal(409, privacyMessages.requestDecided);
  try {
    const erased = await erasePerson(request.email, actorUserId, {
      via: `deletion request ${id}`,
      requireFound: false,
    });
    return { id, status: "approved" as const, userId: request.user_id, changed: erased.changed };
  } catch (error) {
    await db
      .updateTable("deletion_requests")
      .set({ status: "pending", decided_at: null, decided_by: null })
      .where("id", "=", id)
      .execute();
    throw error;
  }
}
