// Referral links for tests (imported by *.test.ts only): a visit of /r/{slug}, the cookies it
// sets, and the rows the links domain writes.
import { getDb } from "@/lib/server/db";
import { GET as followRoute } from "@/app/r/[slug]/route";
import { callRoute } from "./routes";

export const browserAgent =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** GET /r/{slug} as a browser at `ip` would follow it (the slug travels as the route parameter). */
export function visit(slug: string, options: { ip?: string; userAgent?: string; cookie?: string } = {}) {
  return callRoute(followRoute, "/r/slug", {
    params: { slug },
    ip: options.ip ?? "203.0.113.77",
    headers: { "user-agent": options.userAgent ?? browserAgent },
    cookie: options.cookie,
  });
}

/** The partner_ref cookie a response set, as a Cookie header value ("" when none). */
export function refCookieFrom(response: Response): string {
  const match = (response.headers.get("set-cookie") ?? "").match(/partner_ref=([^;]+)/);
  return match ? `partner_ref=${match[1]}` : "";
}

/** Rows in the tables links write: links, clicks, referrals, enquiries and the outbox. */
export async function linksFootprint() {
  const db = await getDb();
  const count = async (
    table: "partner_links" | "partner_link_clicks" | "referrals" | "contact_enquiries" | "outbox",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    links: await count("partner_links"),
    clicks: await count("partner_link_clicks"),
    referrals: await count("referrals"),
    enquiries: await count("contact_enquiries"),
    outbox: await count("outbox"),
  };
}

/** Archived or not, every field of every link: what a refused request must leave as it was. */
export async function linkRows() {
  const db = await getDb();
  return db.selectFrom("partner_links").selectAll().orderBy("id").execute();
}
