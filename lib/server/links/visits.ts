import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/lib/server/db";
import { isBotUserAgent } from "./bots";
import { utcDay } from "./records";

// A visit of /r/{slug}: where it leads and whether it counts. A click counts at most once
// per visitor per link per UTC day. The visitor is a hash of address and user agent under
// the day's random salt; no address is stored, and once a day is over its salt is deleted,
// so yesterday's hashes can no longer be matched to anyone. One address counts at most
// CLICKS_PER_ADDRESS_PER_DAY clicks per link per day, whatever user agents it sends (an office
// behind one address is several people; a script varying its user agent is not).

const SLUG = /^[a-z0-9]{1,32}$/;
/** Counted clicks per link per UTC day from one address. */
export const CLICKS_PER_ADDRESS_PER_DAY = 5;

export interface Visitor {
  ip: string;
  userAgent: string | null;
}

export interface FollowedLink {
  linkId: string;
  destination: string;
  /** False for bots, repeat visits of the day and an address past its daily clicks. */
  counted: boolean;
  /** A crawler, previewer or script (lib/server/links/bots.ts). */
  bot: boolean;
}

// The salt of the day this process last used; the database keeps one per day for every process.
let cachedSalt: { day: string; salt: string } | null = null;

async function saltOf(day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const db = await getDb();
  await db
    .insertInto("link_click_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("link_click_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  await db.deleteFrom("link_click_salts").where("day", "<", day).execute();
  cachedSalt = { day, salt: row.salt };
  return row.salt;
}

export async function visitorHash(visitor: Visitor, now: Date): Promise<string> {
  const salt = await saltOf(utcDay(now));
  return createHash("sha256")
    .update(`${salt}\u0000${visitor.ip}\u0000${visitor.userAgent ?? ""}`)
    .digest("hex");
}

/** The address alone under the day's salt: what the per-address limit counts. */
async function addressHash(ip: string, now: Date): Promise<string> {
  const salt = await saltOf(utcDay(now));
  return createHash("sha256").update(`${salt}\u0000address\u0000${ip}`).digest("hex");
}

/**
 * Resolves a slug (archived links keep working) and counts the click unless the visitor is a
 * bot or already counted today. Null for a malformed or unknown slug.
 */
export async function followLink(
  slug: string,
  visitor: Visitor,
  now = new Date(),
): Promise<FollowedLink | null> {
  if (!SLUG.test(slug)) return null;
  const db = await getDb();
  const link = await db
    .selectFrom("partner_links")
    .select(["id", "destination"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!link) return null;
  if (isBotUserAgent(visitor.userAgent))
    return { linkId: link.id, destination: link.destination, counted: false, bot: true };
  const day = utcDay(now);
  const address = await addressHash(visitor.ip, now);
  const visitorKey = await visitorHash(visitor, now);
  // One statement: the click goes in only while the address is under its daily count.
  const inserted = await db
    .insertInto("partner_link_clicks")
    .columns(["link_id", "day", "visitor", "address", "created_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(link.id).as("link_id"),
          eb.val(day).as("day"),
          eb.val(visitorKey).as("visitor"),
          eb.val(address).as("address"),
          eb.val(now.toISOString()).as("created_at"),
        ])
        .where(
          (eb) =>
            eb
              .selectFrom("partner_link_clicks")
              .select((inner) => inner.fn.countAll().as("n"))
              .where("link_id", "=", link.id)
              .where("day", "=", day)
              .where("address", "=", address),
          "<",
          CLICKS_PER_ADDRESS_PER_DAY,
        ),
    )
    .onConflict((oc) => oc.columns(["link_id", "day", "visitor"]).doNothing())
    .executeTakeFirst();
  return {
    linkId: link.id,
    destination: link.destination,
    counted: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0,
    bot: false,
  };
}
