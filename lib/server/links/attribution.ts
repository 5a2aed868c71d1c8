import "server-only";
import { getDb } from "@/lib/server/db";

// Which partner link an enquiry came through: the partner_ref cookie names the link, and
// counts only while the visitor has not refused functional cookies (the consent cookie the
// cookie banner writes).

const LINK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored choice of the cookie banner (the consent cookie's value) refuses functional cookies. */
export const refusesFunctionalCookies = (consent: string | null | undefined) => consent === "rejected";

/** The id of the existing link the cookies attribute an enquiry to, or null. */
export async function attributedLinkId(
  partnerRef: string | null | undefined,
  consent: string | null | undefined,
): Promise<string | null> {
  if (!partnerRef || refusesFunctionalCookies(consent) || !LINK_ID.test(partnerRef)) return null;
  const db = await getDb();
  const link = await db
    .selectFrom("partner_links")
    .select("id")
    .where("id", "=", partnerRef)
    .executeTakeFirst();
  return link?.id ?? null;
}
