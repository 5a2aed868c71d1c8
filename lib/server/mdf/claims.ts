import "server-only";
import { randomUUID } from "node:crypto";
import { open } from "node:fs/promises";
import { Refusal } from "@/lib/refusal";
import { formatDay } from "@/lib/dates";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { checkMagicBytes, commitStaged, removeStored } from "@/lib/server/uploads/attachments";
import type { MultipartLimits, ParsedMultipart, StagedFile } from "@/lib/server/uploads/multipart";
import { attachmentRules } from "@/lib/validation/registration-options";
import { parseWith } from "@/lib/validation/parse";
import { mdfClaimSchema, mdfMessages, type MdfClaimInput } from "@/lib/validation/mdf";
import { apiMdfClaimOf } from "./api-reads";
import { mdfClaimTeamMail } from "./emails";
import type { MdfActor } from "./partner";
import { lockRequest } from "./records";

// A claim with proof of performance: after the activity has started and by its claim
// deadline, the partner sends the actual spend, the results and one or more proof files
// (PDF, PNG, JPG or CSV within the upload limits; the bytes must match the name). The claim
// asks for the actual spend, at most the approved amount. Only one claim waits at a time; a
// refused claim may be followed by another before the deadline.

export const claimFileLimits: MultipartLimits = {
  maxFiles: 10,
  maxFileBytes: attachmentRules.maxFileBytes,
  extensions: ["pdf", "png", "jpg", "jpeg", "csv"],
  fileField: "files",
  maxFieldBytes: 16 * 1024,
  maxFields: 4,
  messages: {
    tooLarge: mdfMessages.fileTooLarge,
    badType: mdfMessages.fileBadType,
    tooMany: mdfMessages.tooManyFiles,
  },
};

/** A CSV has no magic bytes: it must be UTF-8 text without NUL bytes (an executable renamed .csv is not). */
async function checkCsv(file: StagedFile): Promise<void> {
  const handle = await open(file.tempPath, "r");
  try {
    const buffer = Buffer.alloc(Math.min(file.size, 64 * 1024));
    await handle.read(buffer, 0, buffer.length, 0);
    const text = new TextDecoder("utf-8", { fatal: false }).decode(buffer);
    if (buffer.includes(0) || text.includes("\uFFFD") || file.size === 0)
      throw new Refusal(400, mdfMessages.fileBadType(file.originalName));
  } finally {
    await handle.close();
  }
}

export async function checkClaimFiles(files: StagedFile[]): Promise<void> {
  if (files.length === 0)
    throw new Refusal(400, mdfMessages.filesMissing, { files: mdfMessages.filesMissing });
  for (const file of files) if (file.extension === "csv") await checkCsv(file);
  await checkMagicBytes(
    files.filter((file) => file.extension !== "csv"),
    mdfMessages.fileBadType,
  );
}

/** POST /api/partners/mdf/requests/{id}/claim: the claim's form (fields and staged files). */
export async function claimFromForm(
  actor: MdfActor,
  requestId: string,
  form: ParsedMultipart,
  now = new Date(),
) {
  const input = parseWith(mdfClaimSchema, form.fields);
  await checkClaimFiles(form.files);
  return submitMdfClaim(actor, requestId, input, form.files, now);
}

export async function submitMdfClaim(
  actor: MdfActor,
  requestId: string,
  input: MdfClaimInput,
  files: StagedFile[],
  now = new Date(),
) {
  const db = await getDb();
  // The request's state is checked before the files are stored, and again in the transaction.
  const first = await db
    .selectFrom("mdf_requests")
    .selectAll()
    .where("id", "=", requestId)
    .where("partner_id", "=", actor.partnerId)
    .executeTakeFirst();
  if (!first) throw new Refusal(404, mdfMessages.notFound);
  checkClaimable(first, now);
  const stored = await commitStaged(files, "mdf/");
  try {
    const claim = await db.transaction().execute(async (trx) => {
      const current = await lockRequest(trx, requestId, actor.partnerId);
      if (!current) throw new Refusal(404, mdfMessages.notFound);
      checkClaimable(current, now);
      const at = now.toISOString();
      const approved = Number(current.approved_minor);
      const row = await trx
        .insertInto("mdf_claims")
        .values({
          id: randomUUID(),
          request_id: requestId,
          partner_id: actor.partnerId,
          actual_spend_minor: input.actualSpendMinor,
          amount_minor: Math.min(input.actualSpendMinor, approved),
          approved_minor: null,
          currency: current.currency,
          results: input.results,
          status: "submitted",
          decision_reason: null,
          submitted_by: actor.userId,
          decided_by: null,
          decided_at: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("mdf_claim_files")
        .values(
          stored.map((file) => ({
            id: randomUUID(),
            claim_id: row.id,
            original_name: file.file.originalName,
            stored_name: file.storedName,
            mime_type: file.mimeType,
            size: file.file.size,
            created_at: at,
          })),
        )
        .execute();
      await trx
        .updateTable("mdf_requests")
        .set({ status: "claimed", updated_at: at })
        .where("id", "=", requestId)
        .where("status", "=", "approved")
        .execute();
      await recordAudit(trx, {
        actorUserId: actor.userId,
        action: "mdf_claim.submitted",
        entityType: "mdf_claim",
        entityId: row.id,
        details: { requestId, amountMinor: Number(row.amount_minor), files: stored.length },
      });
      await queueWebhookEvent(trx, "mdf.claim.submitted", await apiMdfClaimOf(trx, row), now);
      await enqueueMail(
        trx,
        {
          to: env().PROGRAMME_EMAIL,
          ...mdfClaimTeamMail({
            id: requestId,
            title: current.title,
            partnerName: actor.companyName,
            amountMinor: Number(row.amount_minor),
            currency: row.currency,
            files: stored.length,
          }),
          kind: "mdf:claim",
          refId: row.id,
        },
        "transactional",
      );
      return row;
    });
    kickMailSender();
    kickWebhookSender();
    return { id: claim.id, status: claim.status };
  } catch (error) {
    await removeStored(stored.map((file) => file.storedName));
    throw error;
  }
}

function checkClaimable(
  row: { status: string; start_date: string; claim_deadline: string | null },
  now: Date,
) {
  const today = now.toISOString().slice(0, 10);
  if (
    row.status === "lapsed" ||
    (row.status === "approved" && row.claim_deadline && today > row.claim_deadline)
  )
    throw new Refusal(409, mdfMessages.claimDeadlinePassed(formatDay(row.claim_deadline)));
  if (row.status !== "approved") throw new Refusal(409, mdfMessages.notClaimable);
  if (today < row.start_date) throw new Refusal(409, mdfMessages.claimTooEarly);
}
