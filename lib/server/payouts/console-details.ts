import "server-only";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db";
import { methodView } from "./payout-method";
import { listTaxForms } from "./tax-forms";

// A partner's payout details as the team sees them: the method masked with its status
// (ready, held after a change, or missing) and every tax form signed, newest first.

export async function partnerPayoutDetails(partnerId: string, now = new Date()) {
  const db = await getDb();
  const partner = await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
  if (!partner) throw new Refusal(404, adminMessages.notFound);
  const rows = await db
    .selectFrom("payout_methods")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "desc")
    .execute();
  const current = rows.find((row) => row.status === "current");
  const method = current ? methodView(current, now) : null;
  const taxForms = await listTaxForms(partnerId);
  const form = taxForms.find((entry) => entry.replacedAt === null) ?? null;
  return {
    method,
    methodStatus: !method ? "missing" : method.holdUntil ? "held" : "ready",
    methodChanges: rows.length,
    taxFormStatus: !form ? "missing" : form.status,
    taxForms,
  };
}
