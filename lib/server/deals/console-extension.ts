import "server-only";
import { type Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { dealMessages, EXTENSION_DAYS } from "@/lib/validation/deals";
import { type Database } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";
import { formatDay } from "@/lib/dates";
import { DAY_MS } from "@/lib/time";
import { domainHolder, recordDealEvent, toDealDto } from "./records";
import { decide, type Decision } from "./console-decision";

/** Grants (30 more days of protection) or refuses the partner's extension request. */
export async function decideExtension(
  id: string,
  decision: "grant" | "refuse",
  reason: string | undefined,
  { actorUserId, now = new Date() }: Decision,
) {
  return decide(id, async (trx, deal) => {
    const at = now.toISOString();
    if (deal.extension_status !== "requested" || deal.status !== "approved")
      throw new Refusal(409, dealMessages.noExtensionRequest);
    let set: Updateable<Database["deals"]> = { extension_status: "refused", updated_at: at };
    if (decision === "grant") {
      const expires = new Date(
        new Date(deal.protection_expires ?? at).getTime() + EXTENSION_DAYS * DAY_MS,
      ).toISOString();
      // Protection may have lapsed while the request waited; the customer must still be free.
      if (!deal.active_domain && deal.customer_domain) {
        const holder = await domainHolder(trx, deal.customer_domain, now);
        if (holder && holder.id !== id) throw new Refusal(409, dealMessages.domainTaken);
      }
      set = {
        extension_status: "granted",
        protection_expires: expires,
        active_domain: deal.customer_domain,
        updated_at: at,
      };
    }
    const row = await trx
      .updateTable("deals")
      .set(set)
      .where("id", "=", id)
      .where("extension_status", "=", "requested")
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Refusal(409, dealMessages.noExtensionRequest);
    const outcome = decision === "grant" ? "granted" : "refused";
    await recordDealEvent(trx, {
      dealId: id,
      actorUserId,
      actorRole: "admin",
      kind: "extension",
      from: "requested",
      to: outcome,
      reason: reason || null,
      at,
    });
    await recordAudit(trx, {
      actorUserId,
      action: `deal.extension_${outcome}`,
      entityType: "deal",
      entityId: id,
      details: { reason: reason || null, protectionExpires: row.protection_expires },
    });
    const text =
      decision === "grant"
        ? `Your extension for ${deal.customer_name} was granted. The deal is now protected until ${formatDay(row.protection_expires)}.`
        : `Your extension request for ${deal.customer_name} was refused.`;
    return {
      result: toDealDto(row),
      mail: {
        decision: text,
        reason: reason || null,
        kind: `deal:extension-${outcome}`,
        note:
          decision === "grant"
            ? `Your extension for ${deal.customer_name} was granted: protected until ${formatDay(row.protection_expires)}.`
            : `Your extension for ${deal.customer_name} was refused.`,
      },
    };
  });
}
