import "server-only";
import type { Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import {
  adminMessages,
  type InvitationState,
  type ListQuery,
  type RegistrationInvitation,
} from "@/lib/validation/admin";
import { normaliseEmail } from "@/lib/server/auth/users";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { invitationMail } from "./emails";
import {
  createRegistrationLink,
  renewRegistrationLink,
  type RegistrationLinkRow,
} from "@/lib/server/registration/links";
import { recordAudit } from "@/lib/server/audit/audit";
import { mapPage, matchesText, type PageResult, readPage } from "@/lib/server/db/pagination";

// Invitations the team sends (registration links of kind "invitation"), for the console's
// pages and /api/admin/invitations alike: newest first, each with its status worked out
// from the link (used, expired: unused and past its date, or sent), sent and resent here.

export function invitationState(
  link: { used_at: string | null; expires_at: string },
  now: Date,
): InvitationState {
  if (link.used_at) return "used";
  return link.expires_at <= now.toISOString() ? "expired" : "sent";
}

type InvitationRow = Pick<
  RegistrationLinkRow,
  "id" | "email" | "company_name" | "created_at" | "expires_at" | "used_at" | "sent_count"
> & { inviter: string | null };

export function toRegistrationInvitation(row: InvitationRow, now = new Date()): RegistrationInvitation {
  return {
    id: row.id,
    email: row.email,
    companyName: row.company_name,
    status: invitationState(row, now),
    sentCount: Number(row.sent_count),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    invitedBy: row.inviter,
  };
}

function invitations(db: Kysely<Database>, q: string) {
  let query = db.selectFrom("registration_links").where("registration_links.kind", "=", "invitation");
  if (q) query = query.where(matchesText(["registration_links.email", "registration_links.company_name"], q));
  return query;
}

async function readInvitation(db: Kysely<Database>, id: string): Promise<RegistrationInvitation> {
  const row = await invitations(db, "")
    .leftJoin("users", "users.id", "registration_links.created_by")
    .selectAll("registration_links")
    .select("users.email as inviter")
    .where("registration_links.id", "=", id)
    .executeTakeFirstOrThrow();
  return toRegistrationInvitation(row);
}

export async function listInvitations(
  query: ListQuery,
  now = new Date(),
): Promise<PageResult<RegistrationInvitation>> {
  const db = await getDb();
  const rows = await readPage(invitations(db, query.q), query, (matching) =>
    matching
      .leftJoin("users", "users.id", "registration_links.created_by")
      .selectAll("registration_links")
      .select("users.email as inviter")
      .orderBy("registration_links.created_at", "desc")
      .orderBy("registration_links.id", "desc"),
  );
  return mapPage(rows, (row) => toRegistrationInvitation(row, now));
}

/** Emails a registration invitation (link valid 7 days); one open invitation per email. */
export async function inviteCompany(
  input: { email: string; companyName: string },
  actorUserId: string | null,
): Promise<RegistrationInvitation> {
  const email = normaliseEmail(input.email);
  const db = await getDb();
  const invitation = await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst())
      throw new Refusal(409, adminMessages.accountExists);
    const open = await trx
      .selectFrom("registration_links")
      .select("id")
      .where("kind", "=", "invitation")
      .where("email", "=", email)
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date().toISOString())
      .executeTakeFirst();
    if (open) throw new Refusal(409, adminMessages.invitationPending);
    const link = await createRegistrationLink(trx, {
      kind: "invitation",
      email,
      companyName: input.companyName,
      createdBy: actorUserId,
    });
    await enqueueMail(
      trx,
      {
        to: email,
        ...invitationMail(input.companyName, link.token),
        kind: "invitation:sent",
        refId: link.id,
      },
      "security",
    );
    await recordAudit(trx, {
      actorUserId,
      action: "invitation.sent",
      entityType: "invitation",
      entityId: link.id,
      details: { email, companyName: input.companyName },
    });
    return readInvitation(trx, link.id);
  });
  kickMailSender();
  return invitation;
}

/** A fresh link (the old one stops working) and 7 more days, for an invitation not yet used. */
export async function resendInvitation(
  id: string,
  actorUserId: string | null,
): Promise<RegistrationInvitation> {
  const db = await getDb();
  const invitation = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("registration_links")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", "invitation")
      .executeTakeFirst();
    if (!row) throw new Refusal(404, adminMessages.notFound);
    if (row.used_at) throw new Refusal(409, adminMessages.invitationUsed);
    const token = await renewRegistrationLink(trx, id);
    await enqueueMail(
      trx,
      { to: row.email, ...invitationMail(row.company_name, token), kind: "invitation:resent", refId: id },
      "security",
    );
    await recordAudit(trx, {
      actorUserId,
      action: "invitation.resent",
      entityType: "invitation",
      entityId: id,
    });
    return readInvitation(trx, id);
  });
  kickMailSender();
  return invitation;
}
