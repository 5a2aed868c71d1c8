import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { parseWith } from "@/lib/validation/parse";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { resourceInputSchema, updateSchemaOf } from "@/lib/validation/partner-data";
import type { Resource } from "@/lib/validation/resources";
import {
  resourceFileRules,
  resourceMessages,
  resourceTypeOfExtension,
  resourceUploadSchema,
} from "@/lib/validation/resources";
import type { Transaction, Updateable } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { checkMagicBytes, commitStaged, removeStored } from "@/lib/server/uploads/attachments";
import type { MultipartLimits, StagedFile } from "@/lib/server/uploads/multipart";
import { recordAudit } from "@/lib/server/audit/audit";
import { setColumns } from "@/lib/server/db/columns";
import type { ResourcesTable } from "@/lib/server/db/schema/resources";
import { mapPage, matchesText, readPage } from "@/lib/server/db/pagination";
import { toResourceDto, toResourceFileDto } from "./records";
import { notifyCompanies } from "@/lib/server/notifications/inbox";
import { dashboardPath } from "@/lib/portal-routes";

// Resource files the programme team uploads (shared with every partner): the file goes to
// the store first under resources/<uuid>.<ext>, then the row and its audit entry are written
// in one transaction; if that fails the object is deleted again. Replacing a file stores the
// new object, points the row at it, then deletes the old one; deleting a resource deletes
// its object after the row. Link-only resources (and a partner's own) are written here too,
// from the console's data editor and the JSON form of POST /api/admin/resources.

export const resourceUploadLimits: MultipartLimits = {
  maxFiles: 1,
  maxFileBytes: resourceFileRules.maxFileBytes,
  extensions: resourceFileRules.extensions,
  fileField: "file",
  maxFieldBytes: 16 * 1024,
  maxFields: 10,
  messages: {
    tooLarge: resourceMessages.fileTooLarge,
    badType: resourceMessages.fileBadType,
    tooMany: resourceMessages.tooManyFiles,
  },
};

const FOLDER = "resources/";

/** The upload's one file, its bytes checked against its extension. */
async function onlyFile(files: StagedFile[]): Promise<StagedFile> {
  if (files.length !== 1)
    throw new Refusal(400, resourceMessages.fileMissing, { file: resourceMessages.fileMissing });
  await checkMagicBytes(files, resourceMessages.fileBadType);
  return files[0]!;
}

/** The console's list of shared resources, newest first, searchable by title. */
export async function listSharedResources(query: ListQuery) {
  const db = await getDb();
  let base = db.selectFrom("resources").where("partner_id", "is", null);
  if (query.q) base = base.where(matchesText(["title", "description"], query.q));
  const rows = await readPage(base, query, (matching) =>
    matching.selectAll().orderBy("last_updated", "desc").orderBy("id", "desc"),
  );
  return mapPage(rows, toResourceFileDto);
}

export async function createResourceFromUpload(
  fields: Record<string, string>,
  files: StagedFile[],
  actorUserId: string | null,
) {
  const input = parseWith(resourceUploadSchema, fields);
  const file = await onlyFile(files);
  const [stored] = await commitStaged([file], FOLDER);
  const now = new Date().toISOString();
  const id = randomUUID();
  try {
    const db = await getDb();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("resources")
        .values({
          id,
          partner_id: null,
          title: input.title,
          description: input.description,
          category: input.category,
          type: input.type || resourceTypeOfExtension[file.extension as keyof typeof resourceTypeOfExtension],
          url: null,
          last_updated: now,
          created_at: now,
          file_key: stored!.storedName,
          file_name: file.originalName,
          mime_type: stored!.mimeType,
          size_bytes: file.size,
        })
        .execute();
      await recordAudit(trx, {
        actorUserId,
        action: "resources.created",
        entityType: "partner",
        entityId: "shared",
        details: { id, fileName: file.originalName, size: file.size },
      });
      await notifyNewResource(trx, null, input.title);
    });
  } catch (error) {
    await removeStored([stored!.storedName]);
    throw error;
  }
  return getResource(id);
}

export async function replaceResourceFile(id: string, files: StagedFile[], actorUserId: string | null) {
  const db = await getDb();
  const current = await db
    .selectFrom("resources")
    .select(["id", "file_key", "file_name", "partner_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  const file = await onlyFile(files);
  const [stored] = await commitStaged([file], FOLDER);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("resources")
        .set({
          file_key: stored!.storedName,
          file_name: file.originalName,
          mime_type: stored!.mimeType,
          size_bytes: file.size,
          last_updated: new Date().toISOString(),
        })
        .where("id", "=", id)
        .execute();
      await recordAudit(trx, {
        actorUserId,
        action: "resources.file_replaced",
        entityType: "partner",
        entityId: current.partner_id ?? "shared",
        details: { id, from: current.file_name, to: file.originalName },
      });
    });
  } catch (error) {
    await removeStored([stored!.storedName]);
    throw error;
  }
  if (current.file_key) await removeStored([current.file_key]);
  return getResource(id);
}

async function getResource(id: string) {
  const db = await getDb();
  const row = await db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toResourceFileDto(row);
}

const resourceUpdateSchema = updateSchemaOf(resourceInputSchema);

async function readResource(id: string): Promise<Resource> {
  const db = await getDb();
  const row = await db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toResourceDto(row);
}

/** A resource typed in by the team (a link, usually): the partner's own, or shared with every partner when null. */
export async function createResource(
  partnerId: string | null,
  raw: unknown,
  actorUserId: string | null,
): Promise<Resource> {
  const input = parseWith(resourceInputSchema, raw);
  const now = new Date().toISOString();
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("resources")
      .values({
        id,
        partner_id: partnerId,
        title: input.title,
        description: input.description,
        category: input.category,
        type: input.type,
        url: input.url ?? null,
        last_updated: input.lastUpdated ?? now,
        created_at: now,
        file_key: null,
        file_name: null,
        mime_type: null,
        size_bytes: null,
      })
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "resources.created",
      entityType: "partner",
      entityId: partnerId ?? "shared",
      details: { id },
    });
    await notifyNewResource(trx, partnerId, input.title);
  });
  return readResource(id);
}

// A new resource has no email: its notification is the only news of it.
function notifyNewResource(trx: Transaction<Database>, partnerId: string | null, title: string) {
  return notifyCompanies(trx, partnerId ? [partnerId] : "active", {
    kind: "resource:new",
    message: `New resource: ${title}.`,
    link: dashboardPath("resources"),
  });
}

/** The team's edit of a resource's details (its file is replaced with replaceResourceFile). */
export async function updateResource(
  id: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Resource> {
  const input = parseWith(resourceUpdateSchema, raw);
  const changes: Updateable<ResourcesTable> = {
    title: input.title,
    description: input.description,
    category: input.category,
    type: input.type,
    url: input.url,
    last_updated: input.lastUpdated,
  };
  const db = await getDb();
  const current = await db
    .selectFrom("resources")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  // Only the owner was given (it is not changed here): nothing to write.
  if (Object.keys(setColumns(changes)).length === 0) return readResource(id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("resources").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "resources.updated",
      entityType: "partner",
      entityId: current.partner_id ?? "shared",
      details: { id, changes: setColumns(changes) },
    });
  });
  return readResource(id);
}

/** The one way a resource goes: its row and audit entry, then its stored file (the sweep catches a failed delete). */
export async function deleteResource(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const current = await db
    .selectFrom("resources")
    .select(["partner_id", "file_key"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("resources").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "resources.deleted",
      entityType: "partner",
      entityId: current.partner_id ?? "shared",
      details: { id },
    });
  });
  if (current.file_key) await removeStored([current.file_key]);
}
