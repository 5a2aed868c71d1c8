import "server-only";
import type { Transaction, Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { minorFromDb } from "@/lib/money";
import { dealMessages } from "@/lib/validation/deals";
import type { Database } from "@/lib/server/db";
import type { DealsTable } from "@/lib/server/db/schema/deals";
import { recordDealEvent, type DealRow } from "./records";

// The console's generic data editor (PATCH/DELETE /api/admin/data/deals/{id}) meets the
// deal domain's rules here. A deal a partner registered (it has a customer domain) holds
// its customer through its status and protection date: changing those outside the deals
// queue would claim or free the customer without the conflict check, the history or the
// partner's email. So the editor refuses them (and the deletion) with a message that
// names the queue; the fields it may still correct (name, value, decision maker, and the
// end of a protection that is running) are kept in the deal's history. Hand-entered deals (no domain) hold no customer and stay
// freely editable.

const workflowColumns = ["status", "stage", "protection_expires"] as const;

const isRegistered = (deal: Pick<DealRow, "customer_domain">) => deal.customer_domain !== null;

/** Same day, different precision ("2026-03-31" against a full timestamp) is no change. */
function differs(column: string, current: unknown, next: unknown): boolean {
  if (column === "protection_expires" && typeof current === "string" && typeof next === "string")
    return current.slice(0, 10) !== next.slice(0, 10);
  return current !== next;
}

/**
 * The columns the editor may write to this deal: throws 409 for a workflow field of a
 * registered deal that would change, and drops those that would not (a form resending
 * the current status is no attempt to change it).
 */
export function editorChanges(
  deal: DealRow,
  changes: Updateable<DealsTable>,
  now = new Date(),
): Updateable<DealsTable> {
  if (!isRegistered(deal)) return changes;
  const allowed = { ...changes };
  for (const column of workflowColumns) {
    if (allowed[column] === undefined) continue;
    if (differs(column, deal[column], allowed[column])) {
      if (column === "protection_expires" && mayMoveProtection(deal, allowed[column], now)) continue;
      throw new Refusal(409, dealMessages.workflowOnly);
    }
    delete allowed[column];
  }
  if (
    allowed.deal_size_minor !== undefined &&
    deal.status === "closed_won" &&
    minorFromDb(allowed.deal_size_minor) !== minorFromDb(deal.deal_size_minor)
  )
    throw new Refusal(409, dealMessages.wonDealSize);
  return allowed;
}

/**
 * The end of a running protection may be corrected (the deal keeps holding its customer
 * until the new date, or frees it at once if the date has passed). A deal that is not
 * approved, or whose protection has already ended, holds no customer: giving it a date
 * would claim the customer again without the conflict check, so that stays refused.
 */
function mayMoveProtection(deal: DealRow, next: unknown, now: Date): boolean {
  const running =
    deal.status === "approved" &&
    deal.active_domain !== null &&
    deal.protection_expires !== null &&
    deal.protection_expires > now.toISOString();
  return running && typeof next === "string" && next.length > 0;
}

/** The partner's deal history shows the team's correction like any other edit. */
export async function recordEditorChange(
  trx: Transaction<Database>,
  deal: DealRow,
  actorUserId: string | null,
  at: string,
): Promise<void> {
  if (isRegistered(deal))
    await recordDealEvent(trx, { dealId: deal.id, actorUserId, actorRole: "admin", kind: "edit", at });
}

/** A registered deal leaves through the queue (reject, closed lost), never by deletion. */
export function assertEditorMayDelete(deal: Pick<DealRow, "customer_domain">): void {
  if (isRegistered(deal)) throw new Refusal(409, dealMessages.registeredNotDeleted);
}
