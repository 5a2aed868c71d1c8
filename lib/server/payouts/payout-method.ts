import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { maskLast4 } from "@/lib/validation/bank-accounts";
import { defaultPayoutCurrency, type PayoutMethodInput } from "@/lib/validation/payout-details";
import type { PayoutMethodView } from "@/lib/validation/payout-details";
import { getDb } from "@/lib/server/db";
import type { PayoutMethodsTable } from "@/lib/server/db/schema/payout-details";
import { enqueueMails, kickMailSender } from "@/lib/server/mail";
import { openText, sealText } from "@/lib/server/security/seal";
import { dashboardPath } from "@/lib/portal-routes";
import { DAY_MS } from "@/lib/time";
import type { PartnerActor } from "@/lib/server/actor";
import { payoutMethodChangedMail } from "./emails";

// Where a partner's payouts go. The full details are sealed; the row keeps only what may be
// shown (holder, last four, BIC inside the sealed details). Setting a method replaces the
// current one (its row is kept, marked replaced). Replacing an existing method holds payouts
// for 24 hours and sends a security notice to every owner and finance user of the company;
// the first method does neither.

export const PAYOUT_HOLD_MS = DAY_MS;

type MethodRow = Selectable<PayoutMethodsTable>;

function maskedOf(method: PayoutMethodInput): string {
  if (method.type === "bank_iban") return maskLast4(method.iban);
  if (method.type === "bank_us") return maskLast4(method.accountNumber);
  const [local = "", domain = ""] = method.email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** The sealed details of a method, or null when they cannot be opened (another secret). */
export function openMethodDetails(row: Pick<MethodRow, "details_enc">): PayoutMethodInput | null {
  const text = openText("payout-method", row.details_enc);
  return text ? (JSON.parse(text) as PayoutMethodInput) : null;
}

export function methodView(row: MethodRow, now = new Date()): PayoutMethodView {
  const details = openMethodDetails(row);
  return {
    type: row.type,
    currency: row.currency,
    accountHolder: row.account_holder,
    masked: row.masked,
    ...(details?.type === "bank_iban" ? { bic: details.bic } : {}),
    holdUntil: row.hold_until && row.hold_until > now.toISOString() ? row.hold_until : null,
    createdAt: row.created_at,
  };
}

export async function currentMethodRow(partnerId: string): Promise<MethodRow | undefined> {
  const db = await getDb();
  return db
    .selectFrom("payout_methods")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .where("status", "=", "current")
    .executeTakeFirst();
}

export async function getPayoutMethod(partnerId: string, now = new Date()): Promise<PayoutMethodView | null> {
  const row = await currentMethodRow(partnerId);
  return row ? methodView(row, now) : null;
}

export async function setPayoutMethod(
  actor: PartnerActor & { name: string },
  method: PayoutMethodInput,
  now = new Date(),
): Promise<PayoutMethodView> {
  const db = await getDb();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const replaced = await trx
      .updateTable("payout_methods")
      .set({ status: "replaced", replaced_at: at })
      .where("partner_id", "=", actor.partnerId)
      .where("status", "=", "current")
      .returning("id")
      .execute();
    const holdUntil = replaced.length > 0 ? new Date(now.getTime() + PAYOUT_HOLD_MS).toISOString() : null;
    const inserted = await trx
      .insertInto("payout_methods")
      .values({
        id: randomUUID(),
        partner_id: actor.partnerId,
        type: method.type,
        currency: defaultPayoutCurrency(method),
        account_holder: method.type === "paypal" ? null : method.accountHolder,
        masked: maskedOf(method),
        details_enc: sealText("payout-method", JSON.stringify(method)),
        status: "current",
        hold_until: holdUntil,
        created_by: actor.userId,
        created_at: at,
        replaced_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (holdUntil) {
      const recipients = await trx
        .selectFrom("users")
        .select(["id", "email"])
        .where("partner_id", "=", actor.partnerId)
        .where("member_role", "in", ["owner", "finance"])
        .execute();
      const mail = payoutMethodChangedMail({
        companyName: actor.companyName,
        changedBy: actor.name,
        masked: inserted.masked,
        holdUntil,
      });
      await enqueueMails(
        trx,
        recipients.map((user) => ({
          to: user.email,
          ...mail,
          kind: "payout-method:changed",
          refId: inserted.id,
          notify: {
            userId: user.id,
            message: `The payout method was changed to ${inserted.masked}; payouts are held for 24 hours.`,
            link: dashboardPath("settings"),
          },
        })),
        "security",
      );
    }
    return inserted;
  });
  kickMailSender();
  return methodView(row, now);
}
