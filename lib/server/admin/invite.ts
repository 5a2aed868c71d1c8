import "server-only";
import { ApiError } from "@/lib/api/errors";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db/index";
import { enqueueMail, kickMailSender } from "@/lib/server/mail/index";
import { normaliseEmail } from "@/lib/server/auth/users";
import { recordAudit } from "./audit-record";
import { invitationMail } from "@/lib/server/mail/partner-emails";
import { offsetOf, type Page } from "./paging";
import { createRegistrationLink, renewRegistrationLink, type RegistrationLinkRow } from "@/lib/server/registration/links";

export function toInvitationDto(row: RegistrationLinkRow, now = new Date().toISOString()) {
  return {
    id: row.id,
    email: row.email,
    companyName: row.company_name,
    status: row.used_at ? ("used" as const) : row.expires_at <= now ? ("expired" as const) : ("sent" as const),
    sentCount: Number(row.sent_count),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}
export type InvitationDto = ReturnType<typeof toInvitationDto>;

/** Emails a registration invitation (link valid 7 days); one open invitation per email. */
export async function inviteCompany(input: { email: string; companyName: string }, actorUserId: string | null): Promise<InvitationDto> {
  const email = normaliseEmail(input.email);
  const db = await getDb();
  const invitation = await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) throw new ApiError(409, adminMessages.accountExists);
    const open = await trx
      .selectFrom("registration_links")
      .select("id")
      .where("kind", "=", "invitation")
      .where("email", "=", email)
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date().toISOString())
      .executeTakeFirst();
    if (open) throw new ApiError(409, adminMessages.invitationPending);
    const link = await createRegistrationLink(trx, { kind: "invitation", email, companyName: input.companyName, createdBy: actorUserId });
    await enqueueMail(trx, { to: email, ...invitationMail(input.companyName, link.token), kind: "invitation:sent", refId: link.id });
    await recordAudit(trx, { actorUserId, action: "invitation.sent", entityType: "invitation", entityId: link.id, details: { email, companyName: input.companyName } });
    return toInvitationDto(await trx.selectFrom("registration_links").selectAll().where("id", "=", link.id).executeTakeFirstOrThrow());
  });
  kickMailSender();
  return invitation;
}

export async function listInvitations(query: ListQuery): Promise<Page<InvitationDto>> {
  const db = await getDb();
  const base = db.selectFrom("registration_links").where("kind", "=", "invitation");
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toInvitationDto(row)), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

/** A fresh link (the old one stops working) and 7 more days, for an invitation not yet used. */
export async function resendInvitation(id: string, actorUserId: string | null): Promise<InvitationDto> {
  const db = await getDb();
  const invitation = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("registration_links").selectAll().where("id", "=", id).where("kind", "=", "invitation").executeTakeFirst();
    if (!row) throw new ApiError(404, adminMessages.notFound);
    if (row.used_at) throw new ApiError(409, adminMessages.invitationUsed);
    const token = await renewRegistrationLink(trx, id);
    await enqueueMail(trx, { to: row.email, ...invitationMail(row.company_name, token), kind: "invitation:resent", refId: id });
    await recordAudit(trx, { actorUserId, action: "invitation.resent", entityType: "invitation", entityId: id });
    return toInvitationDto(await trx.selectFrom("registration_links").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
  });
  kickMailSender();
  return invitation;
}
