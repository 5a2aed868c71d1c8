import "server-only";
import type { Insertable, Transaction, Updateable } from "kysely";
import type { Database } from "@/lib/server/db";
import type { CommissionsTable } from "@/lib/server/db/schema/commissions";
import { recordCommissionEvents, type CommissionRow, type LedgerActor } from "./ledger";

// The ledger's writes for the team's corrections in the console's data editor: a line entered
// by hand, a field corrected, a line entered in error removed. Each change of status is kept
// as an event like every other.

type Trx = Transaction<Database>;

/**
 * The team's hand-entered commission (the console's data editor): the row, and its first
 * status kept as an event like every other. Its fields were validated by the editor's schema.
 */
export async function insertTeamLine(
  trx: Trx,
  row: Insertable<CommissionsTable>,
  actor: LedgerActor,
): Promise<void> {
  await trx.insertInto("commissions").values(row).execute();
  await recordCommissionEvents(trx, [row.id], { from: null, to: row.status, actor, at: row.created_at });
}

/** The team's correction of a commission's fields; a change of status is kept as an event. */
export async function correctTeamLine(
  trx: Trx,
  current: Pick<CommissionRow, "id" | "status">,
  changes: Updateable<CommissionsTable>,
  actor: LedgerActor,
  at: string,
): Promise<void> {
  await trx.updateTable("commissions").set(changes).where("id", "=", current.id).execute();
  if (changes.status === undefined || changes.status === current.status) return;
  await recordCommissionEvents(trx, [current.id], { from: current.status, to: changes.status, actor, at });
}

/** The team's removal of a commission entered in error (the console's data editor). */
export async function deleteTeamLine(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom("commissions").where("id", "=", id).execute();
}
