import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import type { StoredDownload } from "@/lib/server/storage";
import { contentTypeOfKey } from "@/lib/server/storage";
import {
  checkMagicBytes,
  commitStaged,
  removeStored,
  type StoredFile,
} from "@/lib/server/uploads/attachments";
import type { MultipartLimits, ParsedMultipart, StagedFile } from "@/lib/server/uploads/multipart";
import { parseWith } from "@/lib/validation/parse";
import { mdfMessages, mdfPlanFileRules, mdfRequestSchema } from "@/lib/validation/mdf";
import { createMdfRequest, reviseMdfRequest, type MdfActor, type MdfPlanChange } from "./partner";

// A fund request's optional activity plan. POST /api/partners/mdf/requests takes JSON (the
// request alone) or multipart/form-data: the request's fields beside one `planFile` (PDF, DOCX,
// PPTX, PNG or JPG within the attachment size limit, checked by its bytes). The file is stored
// only once the fields are valid, and removed again if the request is refused (409 and the like).
// A revision (PUT .../{id}) reads the same way and may also replace or remove the plan.

export const planFileLimits: MultipartLimits = {
  maxFiles: 1,
  maxFileBytes: mdfPlanFileRules.maxFileBytes,
  extensions: mdfPlanFileRules.extensions,
  fileField: "planFile",
  maxFieldBytes: 16 * 1024,
  maxFields: 10,
  messages: {
    tooLarge: mdfMessages.fileTooLarge,
    badType: mdfMessages.planBadType,
    tooMany: mdfMessages.planTooMany,
  },
};

const numberFields = ["amountMinor", "expectedLeads", "expectedAttendees", "expectedPipelineMinor"];

/** A form's text fields as the JSON request carries them: numbers as numbers, empty ones left out. */
export function requestFieldsOfForm(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value.trim() === "" && name !== "title" && name !== "description") continue;
    out[name] = numberFields.includes(name) && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  }
  return out;
}

/**
 * A form with an optional plan file: `readFields` checks the text fields (400 before anything
 * is stored), the file is checked by its bytes and stored, then `save` runs; if `save` refuses
 * (404, 409...), the file just stored is removed again.
 */
async function savePlanForm<Input, Result>(
  form: ParsedMultipart,
  readFields: (fields: Record<string, string>, files: StagedFile[]) => Input,
  save: (input: Input, plan: StoredFile | undefined) => Promise<Result>,
): Promise<Result> {
  const input = readFields(form.fields, form.files);
  await checkMagicBytes(form.files, mdfMessages.planBadType);
  const [plan] = await commitStaged(form.files, "mdf/");
  try {
    return await save(input, plan);
  } catch (error) {
    if (plan) await removeStored([plan.storedName]);
    throw error;
  }
}

/** POST /api/partners/mdf/requests as JSON: the request alone. */
export function requestFromJson(actor: MdfActor, body: unknown, now = new Date()) {
  return createMdfRequest(actor, parseWith(mdfRequestSchema, body), now);
}

/** POST /api/partners/mdf/requests as a form: the request's fields and an optional plan file. */
export function requestFromForm(actor: MdfActor, form: ParsedMultipart, now = new Date()) {
  return savePlanForm(
    form,
    (fields) => parseWith(mdfRequestSchema, requestFieldsOfForm(fields)),
    (input, plan) => createMdfRequest(actor, input, now, plan),
  );
}

/** PUT /api/partners/mdf/requests/{id} as JSON: the plan file stays as it is. */
export function revisionFromJson(actor: MdfActor, id: string, body: unknown, now = new Date()) {
  return reviseMdfRequest(actor, id, parseWith(mdfRequestSchema, body), now);
}

/**
 * PUT /api/partners/mdf/requests/{id} as a form: the same fields and either a new `planFile`
 * (it replaces the plan) or `removePlan=true`.
 */
export function revisionFromForm(actor: MdfActor, id: string, form: ParsedMultipart, now = new Date()) {
  return savePlanForm(
    form,
    ({ removePlan, ...fields }, files) => {
      const input = parseWith(mdfRequestSchema, requestFieldsOfForm(fields));
      if (removePlan !== undefined && removePlan !== "true" && removePlan !== "false")
        throw new Refusal(400, mdfMessages.removePlan);
      if (removePlan === "true" && files.length > 0) throw new Refusal(400, mdfMessages.planReplaceOrRemove);
      return { input, remove: removePlan === "true" };
    },
    ({ input, remove }, plan): ReturnType<typeof reviseMdfRequest> => {
      const change: MdfPlanChange | undefined = plan
        ? { replaceWith: plan }
        : remove
          ? { remove: true }
          : undefined;
      return reviseMdfRequest(actor, id, input, now, change);
    },
  );
}

/** A request's plan file for a download: any request for the team, the company's own for a partner. */
export async function getPlanFile(id: string, partnerId?: string): Promise<StoredDownload> {
  const db = await getDb();
  let read = db
    .selectFrom("mdf_requests")
    .select(["plan_file_name", "plan_stored_name", "plan_size"])
    .where("id", "=", id);
  if (partnerId) read = read.where("partner_id", "=", partnerId);
  const row = await read.executeTakeFirst();
  if (!row) throw new Refusal(404, mdfMessages.notFound);
  if (!row.plan_stored_name || !row.plan_file_name) throw new Refusal(404, mdfMessages.planNotFound);
  return {
    key: row.plan_stored_name,
    fileName: row.plan_file_name,
    mimeType: contentTypeOfKey(row.plan_stored_name),
    size: Number(row.plan_size ?? 0),
  };
}
