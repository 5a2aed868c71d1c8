import "server-only";
import { randomUUID } from "node:crypto";
import type { Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";
import { adminMessages } from "@/lib/validation/admin";
import type { Commission } from "@/lib/validation/commissions";
import { commissionInputSchema, partnerDataMessages, updateSchemaOf } from "@/lib/validation/partner-data";
import { parseWith } from "@/lib/validation/parse";
import { getDb, type Db } from "@/lib/server/db";
import { setColumns } from "@/lib/server/db/columns";
import type { CommissionsTable } from "@/lib/server/db/schema/commissions";
import { recordAudit } from "@/lib/server/audit/audit";
import { correctTeamLine, deleteTeamLine, insertTeamLine } from "./ledger-corrections";
import type { LedgerActor } from "./ledger";
import { toCommissionDto } from "./records";

// The console's data editor writes a partner's commissions through the ledger's corrections
// (ledger-corrections.ts: every change of status kept as an event): a line entered by hand,
// corrected, or removed, audited on the partner. A paid line needs its payment reference and
// is dated today when no payout date is given; a line's deal must be the partner's own.

const commissionUpdateSchema = updateSchemaOf(commissionInputSchema);
const teamActor = (userId: string | null): LedgerActor => ({ userId, role: "admin" });

async function readCommission(id: string): Promise<Commission> {
  const db = await getDb();
  const row = await db
    .selectFrom("commissions")
    .leftJoin("deals", "deals.id", "commissions.deal_id")
    .selectAll("commissions")
    .select("deals.customer_name")
    .where("commissions.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toCommissionDto(row);
}

/** The line as it will stand, checked: a paid one with its reference and date, its deal the partner's. */
async function checkLine(
  db: Db,
  partnerId: string,
  line: Pick<CommissionsTable, "status" | "payment_reference" | "payout_date" | "deal_id">,
): Promise<string | null> {
  if (line.status === "paid" && !line.payment_reference)
    throw new Refusal(400, partnerDataMessages.paymentReferenceRequired);
  if (line.deal_id) {
    const deal = await db
      .selectFrom("deals")
      .select("id")
      .where("id", "=", line.deal_id)
      .where("partner_id", "=", partnerId)
      .executeTakeFirst();
    if (!deal) throw new Refusal(400, partnerDataMessages.dealNotFound);
  }
  return line.status === "paid" && !line.payout_date
    ? new Date().toISOString().slice(0, 10)
    : line.payout_date;
}

export async function createCommissionByTeam(
  partnerId: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Commission> {
  const input = parseWith(commissionInputSchema, raw);
  const db = await getDb();
  const line = {
    status: input.status,
    payment_reference: input.paymentReference ?? null,
    payout_date: input.payoutDate ?? null,
    deal_id: input.dealId ?? null,
  };
  const payoutDate = await checkLine(db, partnerId, line);
  const now = new Date().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertTeamLine(
      trx,
      {
        id,
        partner_id: partnerId,
        ...line,
        payout_date: payoutDate,
        amount_minor: toMinor(input.amount, DEFAULT_CURRENCY),
        currency: DEFAULT_CURRENCY,
        rate: input.rate,
        created_at: now,
        updated_at: now,
        won_deal_id: null,
        payout_request_id: null,
      },
      teamActor(actorUserId),
    );
    await recordAudit(trx, {
      actorUserId,
      action: "commissions.created",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
  return readCommission(id);
}

export async function updateCommissionByTeam(
  id: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Commission> {
  const input = parseWith(commissionUpdateSchema, raw);
  const db = await getDb();
  const current = await db.selectFrom("commissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  const at = new Date().toISOString();
  const changes: Updateable<CommissionsTable> = {
    deal_id: input.dealId,
    amount_minor: input.amount === undefined ? undefined : toMinor(input.amount, current.currency),
    rate: input.rate,
    status: input.status,
    payment_reference: input.paymentReference,
    payout_date: input.payoutDate,
    updated_at: at,
  };
  changes.payout_date = await checkLine(db, current.partner_id, {
    status: changes.status ?? current.status,
    payment_reference:
      changes.payment_reference === undefined ? current.payment_reference : changes.payment_reference,
    payout_date: changes.payout_date === undefined ? current.payout_date : changes.payout_date,
    deal_id: changes.deal_id === undefined ? current.deal_id : changes.deal_id,
  });
  await db.transaction().execute(async (trx) => {
    await correctTeamLine(trx, current, changes, teamActor(actorUserId), at);
    await recordAudit(trx, {
      actorUserId,
      action: "commissions.updated",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id, changes: setColumns(changes) },
    });
  });
  return readCommission(id);
}

export async function deleteCommissionByTeam(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const current = await db
    .selectFrom("commissions")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  await db.transaction().execute(async (trx) => {
    await deleteTeamLine(trx, id);
    await recordAudit(trx, {
      actorUserId,
      action: "commissions.deleted",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id },
    });
  });
}
