import "server-only";
import { ApiError } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/read-body";
import { getDb } from "@/lib/server/db";
import type { StoredDownload } from "@/lib/server/storage";
import { contentTypeOfKey } from "@/lib/server/storage";
import {
  checkMagicBytes,
  commitStaged,
  removeStored,
  stagingDir,
  type StoredFile,
} from "@/lib/server/uploads/attachments";
import {
  discardStaged,
  parseMultipart,
  type MultipartLimits,
  type StagedFile,
} from "@/lib/server/uploads/multipart";
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

const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

/**
 * A multipart form with an optional plan file: `readFields` checks the text fields (400 before
 * anything is stored), the file is checked by its bytes and stored, then `save` runs; if `save`
 * refuses (404, 409...), the file just stored is removed again.
 */
async function savePlanForm<Input, Result>(
  request: Request,
  readFields: (fields: Record<string, string>, files: StagedFile[]) => Input,
  save: (input: Input, plan: StoredFile | undefined) => Promise<Result>,
): Promise<Result> {
  const parsed = await parseMultipart(request, stagingDir(), planFileLimits);
  try {
    const input = readFields(parsed.fields, parsed.files);
    await checkMagicBytes(parsed.files, mdfMessages.planBadType);
    const [plan] = await commitStaged(parsed.files, "mdf/");
    try {
      return await save(input, plan);
    } catch (error) {
      if (plan) await removeStored([plan.storedName]);
      throw error;
    }
  } finally {
    await discardStaged(parsed.files);
  }
}

/** POST /api/partners/mdf/requests: JSON, or multipart with an optional plan file. */
export async function requestFromBody(actor: MdfActor, request: Request, now = new Date()) {
  if (!isMultipart(request)) {
    const input = parseWith(mdfRequestSchema, await readJsonBody(request, 32 * 1024));
    return createMdfRequest(actor, input, now);
  }
  return savePlanForm(
    request,
    (fields) => parseWith(mdfRequestSchema, requestFieldsOfForm(fields)),
    (input, plan) => createMdfRequest(actor, input, now, plan),
  );
}

/**
 * PUT /api/partners/mdf/requests/{id}: JSON (the plan file stays as it is), or multipart with the
 * same fields and either a new `planFile` (it replaces the plan) or `removePlan=true`.
 */
export async function revisionFromBody(actor: MdfActor, id: string, request: Request, now = new Date()) {
  if (!isMultipart(request)) {
    const input = parseWith(mdfRequestSchema, await readJsonBody(request, 32 * 1024));
    return reviseMdfRequest(actor, id, input, now);
  }
  return savePlanForm(
    request,
    ({ removePlan, ...fields }, files) => {
      const input = parseWith(mdfRequestSchema, requestFieldsOfForm(fields));
      if (removePlan !== undefined && removePlan !== "true" && removePlan !== "false")
        throw new ApiError(400, mdfMessages.removePlan);
      if (removePlan === "true" && files.length > 0) throw new ApiError(400, mdfMessages.planReplaceOrRemove);
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
  if (!row) throw new ApiError(404, mdfMessages.notFound);
  if (!row.plan_stored_name || !row.plan_file_name) throw new ApiError(404, mdfMessages.planNotFound);
  return {
    key: row.plan_stored_name,
    fileName: row.plan_file_name,
    mimeType: contentTypeOfKey(row.plan_stored_name),
    size: Number(row.plan_size ?? 0),
  };
}
