import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/server/admin/audit";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { privacyMessages } from "@/lib/validation/privacy";
import { erasePerson } from "./erasure";

// Closing an account: the partner user asks (one open request at a time), the team sees
// the requests and approves one, which erases the person (lib/server/privacy/erasure.ts).

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
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, privacyMessages.deletionPending);
    throw error;
  }
  return { id, requestedAt: at };
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
  if (!request) throw new ApiError(404, privacyMessages.requestNotFound);
  // Claimed first, so two team members approving at once erase (and email) once.
  const claimed = await db
    .updateTable("deletion_requests")
    .set({ status: "approved", decided_at: now.toISOString(), decided_by: actorUserId })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(409, privacyMessages.requestDecided);
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
