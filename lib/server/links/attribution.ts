import "server-only";
import { allowsFunctionalCookies } from "@/lib/consent-cookie";
import { getDb } from "@/lib/server/db";

// Which partner link an enquiry came through: the partner_ref cookie names the link, and
// counts only while the visitor allows functional cookies (the consent cookie the cookie
// banner writes says "accepted").

const LINK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id of the existing link the cookies attribute an enquiry to, or null. */
export async function attributedLinkId(
  partnerRef: string | null | undefined,
  consent: string | null | undefined,
): Promise<string | null> {
  if (!partnerRef || !allowsFunctionalCookies(consent) || !LINK_ID.test(partnerRef)) return null;
  const db = await getDb();
  const link = await db
    .selectFrom("partner_links")
    .select("id")
    .where("id", "=", partnerRef)
    .executeTakeFirst();
  return link?.id ?? null;
}
