import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { linkMessages, MAX_ACTIVE_LINKS, type NewLink } from "@/lib/validation/links";
import type { PartnerLink } from "@/lib/validation/links";
import { toLinkDto } from "./records";

// The partner's side of referral links: create one (at most 50 active a company), archive
// one. Another company's link is simply not found (404).

const SLUG_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const SLUG_LENGTH = 8;
/** Slugs tried before giving up; with 31^8 slugs a second try is already rare. */
const SLUG_ATTEMPTS = 5;

/** A random slug without look-alike characters (0/o, 1/l/i), easy to read out and type. */
export function randomSlug(): string {
  let slug = "";
  for (let index = 0; index < SLUG_LENGTH; index += 1) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

/**
 * Creates a link. The slug is random and unique across every partner: an insert that meets
 * a taken slug (two creations racing for one, however unlikely) tries a fresh one, so
 * concurrent creations all succeed with distinct slugs.
 */
export async function createLink(
  partnerId: string,
  input: NewLink,
  now = new Date(),
  nextSlug: () => string = randomSlug,
): Promise<PartnerLink> {
  const db = await getDb();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        // Locks the company's row (PostgreSQL; SQLite writes one at a time anyway), so two
        // creations cannot both see 49 active links and make 51.
        await trx
          .updateTable("partners")
          .set((eb) => ({ updated_at: eb.ref("updated_at") }))
          .where("id", "=", partnerId)
          .execute();
        const active = await trx
          .selectFrom("partner_links")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("partner_id", "=", partnerId)
          .where("archived_at", "is", null)
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= MAX_ACTIVE_LINKS) throw new Refusal(409, linkMessages.limit);
        const row = await trx
          .insertInto("partner_links")
          .values({
            id: randomUUID(),
            partner_id: partnerId,
            slug: nextSlug(),
            campaign: input.campaign || null,
            destination: input.destination ?? "/",
            created_at: now.toISOString(),
            archived_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toLinkDto(row);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/** Archives one of the partner's links: it leaves the active list but keeps redirecting and counting. */
export async function archiveLink(partnerId: string, linkId: string, now = new Date()): Promise<PartnerLink> {
  const db = await getDb();
  const row = await db
    .updateTable("partner_links")
    .set({ archived_at: now.toISOString() })
    .where("id", "=", linkId)
    .where("partner_id", "=", partnerId)
    .where("archived_at", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (row) return toLinkDto(row);
  const exists = await db
    .selectFrom("partner_links")
    .select("id")
    .where("id", "=", linkId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  throw exists ? new Refusal(409, linkMessages.alreadyArchived) : new Refusal(404, linkMessages.notFound);
}
