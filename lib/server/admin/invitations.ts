import "server-only";
import type { Kysely } from "kysely";
import type { InvitationState, ListQuery } from "@/lib/validation/console";
import { getDb, type Database } from "@/lib/server/db/index";
import { countValue, matchesText, pageWindow, toPage, type PageResult } from "./pagination";

// Invitations the team sent (registration links of kind "invitation"), newest first, with
// their state worked out from the link: used, expired (unused and past its date) or sent.

export interface InvitationListItem {
  id: string;
  email: string;
  companyName: string;
  state: InvitationState;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  sentCount: number;
  invitedBy: string | null;
}

export function invitationState(link: { used_at: string | null; expires_at: string }, now: Date): InvitationState {
  if (link.used_at) return "used";
  return link.expires_at <= now.toISOString() ? "expired" : "sent";
}

function invitations(db: Kysely<Database>, q: string) {
  let query = db.selectFrom("registration_links").where("registration_links.kind", "=", "invitation");
  if (q) query = query.where(matchesText(["registration_links.email", "registration_links.company_name"], q));
  return query;
}

export async function listInvitations({ page, q }: ListQuery, now = new Date()): Promise<PageResult<InvitationListItem>> {
  const db = await getDb();
  const total = countValue(await invitations(db, q).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(total, page);
  const rows = await invitations(db, q)
    .leftJoin("users", "users.id", "registration_links.created_by")
    .select([
      "registration_links.id",
      "registration_links.email",
      "registration_links.company_name",
      "registration_links.created_at",
      "registration_links.expires_at",
      "registration_links.used_at",
      "registration_links.sent_count",
      "users.email as inviter",
    ])
    .orderBy("registration_links.created_at", "desc")
    .orderBy("registration_links.id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    email: row.email,
    companyName: row.company_name,
    state: invitationState(row, now),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    sentCount: Number(row.sent_count),
    invitedBy: row.inviter,
  }));
  return toPage(items, total, window);
}
