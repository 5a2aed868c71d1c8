import "server-only";
import { Readable } from "node:stream";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { storage, StorageNotFoundError } from "@/lib/server/storage";
import { checkMagicBytes, commitStaged, removeStored } from "@/lib/server/uploads/attachments";
import type { MultipartLimits, ParsedMultipart } from "@/lib/server/uploads/multipart";
import {
  directoryMessages,
  LOGO_EXTENSIONS,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  type DirectoryProfile,
} from "@/lib/validation/directory";
import { ensureProfile, profileAnswer } from "./partner";
import { logoVersionOf } from "./records";

// The directory profile's logo: the company's owner or admin uploads one image (PNG, JPEG or
// WebP, checked by its bytes, at most LOGO_MAX_BYTES), replaces or removes it. Each upload gets a
// new storage key, so the public address changes with it and can be cached for a year.

export const logoLimits: MultipartLimits = {
  maxFiles: 1,
  maxFileBytes: LOGO_MAX_BYTES,
  extensions: LOGO_EXTENSIONS,
  fileField: LOGO_FIELD,
  maxFieldBytes: 1024,
  maxFields: 2,
  messages: {
    tooLarge: () => directoryMessages.logoType,
    badType: () => directoryMessages.logoType,
    tooMany: directoryMessages.logoMissing,
  },
};

const FOLDER = "directory-logos/";

interface Actor {
  partnerId: string;
  userId: string;
}

/** Checks the uploaded logo, stores it and points the profile at it; the old logo is deleted. */
export async function uploadLogo(
  actor: Actor,
  form: ParsedMultipart,
  now = new Date(),
): Promise<DirectoryProfile> {
  if (form.files.length !== 1) throw new Refusal(400, directoryMessages.logoMissing);
  await checkMagicBytes(form.files, () => directoryMessages.logoType);
  const before = await ensureProfile(actor.partnerId, now);
  const [stored] = await commitStaged(form.files, FOLDER);
  const key = stored!.storedName;
  const db = await getDb();
  let row;
  try {
    row = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("directory_profiles")
        .set({ logo_key: key, updated_at: now.toISOString() })
        .where("partner_id", "=", actor.partnerId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorUserId: actor.userId,
        action: before.logo_key ? "directory.logo_replaced" : "directory.logo_added",
        entityType: "partner",
        entityId: actor.partnerId,
        details: { slug: updated.slug, bytes: form.files[0]!.size },
      });
      return updated;
    });
  } catch (error) {
    await removeStored([key]);
    throw error;
  }
  if (before.logo_key) await removeStored([before.logo_key]);
  return profileAnswer(db, row);
}

/** Removes the logo (the cards show the company's initial again); no logo is not an error. */
export async function removeLogo(actor: Actor, now = new Date()): Promise<DirectoryProfile> {
  const before = await ensureProfile(actor.partnerId, now);
  const db = await getDb();
  if (!before.logo_key) return profileAnswer(db, before);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("directory_profiles")
      .set({ logo_key: null, updated_at: now.toISOString() })
      .where("partner_id", "=", actor.partnerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: "directory.logo_removed",
      entityType: "partner",
      entityId: actor.partnerId,
      details: { slug: updated.slug },
    });
    return updated;
  });
  await removeStored([before.logo_key]);
  return profileAnswer(db, row);
}

/** A listed profile's logo for the public site; 404 when unlisted, hidden or without a logo. */
export async function listedLogo(
  slug: string,
): Promise<{ body: ReadableStream<Uint8Array>; type: string; size: number; version: string }> {
  const db = await getDb();
  const row = await db
    .selectFrom("directory_profiles")
    .innerJoin("partners", "partners.id", "directory_profiles.partner_id")
    .select(["directory_profiles.logo_key"])
    .where("directory_profiles.slug", "=", slug)
    .where("directory_profiles.published", "=", 1)
    .where("directory_profiles.hidden_at", "is", null)
    .where("partners.status", "=", "active")
    .executeTakeFirst();
  if (!row?.logo_key) throw new Refusal(404, directoryMessages.logoNotFound);
  try {
    const opened = await storage().open(row.logo_key);
    return {
      body: Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>,
      type: opened.contentType,
      size: opened.size,
      version: logoVersionOf(row.logo_key),
    };
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw new Refusal(404, directoryMessages.logoNotFound);
    throw error;
  }
}
