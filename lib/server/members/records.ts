import "server-only";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import type { MemberRole } from "@/lib/member-roles";
import { memberMessages, type TeamMember } from "@/lib/validation/members";
import { getDialect, type Database } from "@/lib/server/db";
import { fullName } from "@/lib/server/auth/users";
import { recordAudit } from "@/lib/server/audit/audit";
import { addNotifications } from "@/lib/server/notifications/inbox";
import { enqueueMail } from "@/lib/server/mail";
import type { PortalMail } from "@/lib/server/mail/portal-mail";
import { dashboardPath } from "@/lib/portal-routes";
import type { Db } from "@/lib/server/db";

// What the team's services share: the company lock every change takes, a member as the API
// shows it, and the trail a change leaves (audit entry, notification to owners and admins).

/** Who acts on the team: the signed-in user, their company and role as the session read them. */
export interface TeamActor {
  userId: string;
  partnerId: string;
  role: MemberRole;
  name: string;
}

/**
 * Serialises the team changes of one company: on PostgreSQL the company's row is locked until
 * the transaction ends (SQLite runs one write transaction at a time anyway), so two admins
 * removing each other, or two owners demoting each other, are decided one after the other.
 */
export async function lockCompany(trx: Transaction<Database>, partnerId: string): Promise<void> {
  let query = trx.selectFrom("partners").select("id").where("id", "=", partnerId);
  if ((await getDialect()) === "postgres") query = query.forUpdate();
  await query.executeTakeFirst();
}

function membersQuery(db: Db, partnerId: string) {
  return db
    .selectFrom("users")
    .leftJoin("two_factor", "two_factor.user_id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.member_role",
      "users.last_login_at",
      "two_factor.enabled_at as two_factor_on",
    ])
    .where("users.partner_id", "=", partnerId)
    .where("users.role", "=", "partner");
}

/** The company's users, owners first, then by name. */
export async function companyMembers(db: Db, partnerId: string): Promise<TeamMember[]> {
  const rows = await membersQuery(db, partnerId).orderBy("users.created_at").orderBy("users.id").execute();
  const rank: Record<MemberRole, number> = { owner: 0, admin: 1, finance: 2, member: 3 };
  return rows
    .map((row) => ({
      userId: row.id,
      name: fullName(row),
      email: row.email,
      role: row.member_role ?? "owner",
      twoFactor: Boolean(row.two_factor_on),
      lastSignInAt: row.last_login_at,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role]);
}

/**
 * The actor as they are now, inside the lock: a session read before another admin removed or
 * demoted them must not act with the role it had.
 */
export async function currentActor(trx: Db, actor: TeamActor): Promise<TeamActor> {
  const row = await trx
    .selectFrom("users")
    .select(["member_role"])
    .where("id", "=", actor.userId)
    .where("partner_id", "=", actor.partnerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(401, "Your session has ended. Please sign in again.");
  return { ...actor, role: row.member_role ?? "owner" };
}

/** A member of the actor's company (404 for anyone else, so ids of other companies tell nothing). */
export async function memberOf(trx: Db, partnerId: string, userId: string): Promise<TeamMember> {
  const member = (await companyMembers(trx, partnerId)).find((m) => m.userId === userId);
  if (!member) throw new Refusal(404, memberMessages.memberNotFound);
  return member;
}

export async function ownerCount(trx: Db, partnerId: string): Promise<number> {
  return (await companyMembers(trx, partnerId)).filter((m) => m.role === "owner").length;
}

/** The colleague a team change is about: told by email, and by the bell while still in the company. */
export interface TeamEventSubject {
  userId: string;
  email: string;
  mail: PortalMail;
  /** The bell's line; none for someone no longer in the company. */
  note?: string;
}

/**
 * The audit entry of a team change; a notification for each owner and admin of the company
 * but the one who made the change; and the person it is about (a role changed, a removal,
 * ownership passed) told by email and bell, unless they made the change themselves.
 */
export async function recordTeamEvent(
  trx: Db,
  actor: { userId: string | null; partnerId: string },
  event: { action: string; message: string; details: Record<string, unknown>; subject?: TeamEventSubject },
): Promise<void> {
  await recordAudit(trx, {
    actorUserId: actor.userId,
    action: `team.${event.action}`,
    entityType: "partner",
    entityId: actor.partnerId,
    details: event.details,
  });
  const subject = event.subject && event.subject.userId !== actor.userId ? event.subject : undefined;
  const managers = (await companyMembers(trx, actor.partnerId)).filter(
    (m) =>
      (m.role === "owner" || m.role === "admin") && m.userId !== actor.userId && m.userId !== subject?.userId,
  );
  await addNotifications(
    trx,
    managers.map((m) => ({
      userId: m.userId,
      kind: `team:${event.action}`,
      message: event.message,
      link: dashboardPath("settings"),
    })),
  );
  if (subject)
    await enqueueMail(
      trx,
      {
        to: subject.email,
        ...subject.mail,
        kind: `team:${event.action}`,
        refId: actor.partnerId,
        ...(subject.note
          ? { notify: { userId: subject.userId, message: subject.note, link: dashboardPath("settings") } }
          : {}),
      },
      "transactional",
    );
}

/** Who the partner's emails and notifications go to: its earliest partner user. */
export async function partnerRecipient(
  db: Db,
  partnerId: string,
): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "email"])
    .where("partner_id", "=", partnerId)
    .where("role", "=", "partner")
    .orderBy("created_at", "asc")
    .executeTakeFirst();
}
