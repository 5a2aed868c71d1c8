import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { maskLast4 } from "@/lib/validation/bank-accounts";
import { taxFormMessages, type StoredTaxForm, type TaxFormInput } from "@/lib/validation/tax-forms";
import type { TaxFormView } from "@/lib/validation/payout-details";
import { getDb } from "@/lib/server/db";
import type { TaxFormsTable } from "@/lib/server/db/schema/payout-details";
import { enqueueMails, kickMailSender } from "@/lib/server/mail";
import { openText, sealText } from "@/lib/server/security/seal";
import { recordAudit } from "@/lib/server/audit/audit";
import { dashboardPath } from "@/lib/portal-routes";
import type { PartnerActor } from "@/lib/server/actor";
import { taxFormRejectedMail } from "./emails";
import { taxFormCertification, taxFormLines, withCertification } from "./tax-form-lines";

// Tax forms: signed by typed name, with the signer's address and time recorded; the whole
// form is sealed. A form is never edited: a new one replaces the current one and the old
// row is kept. A submitted form counts for payouts until the team rejects it (with a reason
// the partner's owners and finance users are emailed).

type FormRow = Selectable<TaxFormsTable>;

export function openTaxForm(row: Pick<FormRow, "data_enc">): StoredTaxForm | null {
  const text = openText("tax-form", row.data_enc);
  return text ? (JSON.parse(text) as StoredTaxForm) : null;
}

/** The partner's view; the team's (`forTeam`) adds the legal name, every line and the certification. */
export function taxFormView(row: FormRow, forTeam = false): TaxFormView {
  const form = forTeam ? openTaxForm(row) : null;
  const certification = form ? taxFormCertification(form) : null;
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    country: row.country,
    tinMasked: row.tin_masked,
    ...(forTeam ? { legalName: form?.legalName ?? "(unreadable)" } : {}),
    signatureName: row.signature_name,
    signatureDate: row.signature_date,
    signedAt: row.signed_at,
    rejectionReason: row.rejection_reason,
    rejectedAt: row.rejected_at,
    replacedAt: row.replaced_at,
    ...(forTeam
      ? {
          lines: form ? taxFormLines(form) : [],
          certification: certification?.text ?? null,
          revision: certification?.revision ?? null,
        }
      : {}),
  };
}

export async function currentTaxFormRow(partnerId: string): Promise<FormRow | undefined> {
  const db = await getDb();
  return db
    .selectFrom("tax_forms")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .where("replaced_at", "is", null)
    .executeTakeFirst();
}

export async function getTaxForm(partnerId: string): Promise<TaxFormView | null> {
  const row = await currentTaxFormRow(partnerId);
  return row ? taxFormView(row) : null;
}

/** Every form the partner signed, newest first (the console's history). */
export async function listTaxForms(partnerId: string): Promise<TaxFormView[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("tax_forms")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("signed_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => taxFormView(row, true));
}

export async function submitTaxForm(
  actor: PartnerActor,
  input: TaxFormInput,
  signer: { ip: string },
  now = new Date(),
): Promise<TaxFormView> {
  const db = await getDb();
  const at = now.toISOString();
  const tin = input.form === "W-9" ? input.tin : input.foreignTin;
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("tax_forms")
      .set({ replaced_at: at })
      .where("partner_id", "=", actor.partnerId)
      .where("replaced_at", "is", null)
      .execute();
    return trx
      .insertInto("tax_forms")
      .values({
        id: randomUUID(),
        partner_id: actor.partnerId,
        form: input.form,
        status: "submitted",
        country: input.address.country,
        tin_masked: tin ? maskLast4(tin) : null,
        // Stored with the certification text shown before signing and the form's revision.
        data_enc: sealText("tax-form", JSON.stringify(withCertification(input))),
        signature_name: input.signature.name,
        signature_date: input.signature.date,
        signed_ip: signer.ip,
        signed_at: at,
        submitted_by: actor.userId,
        rejection_reason: null,
        rejected_at: null,
        rejected_by: null,
        replaced_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return taxFormView(row);
}

/** The team rejects a partner's current, submitted form (409 otherwise, 404 unknown). */
export async function rejectTaxForm(id: string, reason: string, actorUserId: string, now = new Date()) {
  const db = await getDb();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const rejected = await trx
      .updateTable("tax_forms")
      .set({ status: "rejected", rejection_reason: reason, rejected_at: at, rejected_by: actorUserId })
      .where("id", "=", id)
      .where("status", "=", "submitted")
      .where("replaced_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!rejected) {
      const exists = await trx.selectFrom("tax_forms").select("id").where("id", "=", id).executeTakeFirst();
      throw new Refusal(exists ? 409 : 404, exists ? taxFormMessages.notSubmitted : "Tax form not found.");
    }
    await recordAudit(trx, {
      actorUserId,
      action: "tax-form.rejected",
      entityType: "partner",
      entityId: rejected.partner_id,
      details: { taxFormId: id, form: rejected.form, reason },
    });
    const recipients = await trx
      .selectFrom("users")
      .select(["id", "email"])
      .where("partner_id", "=", rejected.partner_id)
      .where("member_role", "in", ["owner", "finance"])
      .execute();
    const mail = taxFormRejectedMail({ form: rejected.form, reason });
    await enqueueMails(
      trx,
      recipients.map((user) => ({
        to: user.email,
        ...mail,
        kind: "tax-form:rejected",
        refId: id,
        notify: {
          userId: user.id,
          message: `Your ${rejected.form} was not accepted: ${reason}`,
          link: dashboardPath("settings"),
        },
      })),
      "transactional",
    );
    return rejected;
  });
  kickMailSender();
  return taxFormView(row, true);
}
