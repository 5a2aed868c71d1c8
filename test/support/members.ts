// Partner teams for tests (imported by *.test.ts only): colleagues of a company by role,
// their sessions, invitation links from the outbox, and what a team change may touch.
import { randomUUID } from "node:crypto";
import type { MemberRole } from "@/lib/member-roles";
import type { UserRow } from "@/lib/server/auth/users";
import { createSession } from "@/lib/server/auth/session";
import { hashPassword } from "@/lib/server/auth/password";
import { getDb } from "@/lib/server/db";
import { createTestPartner } from "./accounts";
import { latestMailTo, linkIn } from "./fixtures";

export interface TestColleague {
  user: UserRow;
  token: string;
}

/** A signed-in user of `partnerId` with `role`. */
export async function addColleague(
  partnerId: string,
  role: MemberRole,
  firstName: string = role,
): Promise<TestColleague> {
  const db = await getDb();
  const now = new Date().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    partner_id: partnerId,
    email: `${role}-${randomUUID().slice(0, 8)}@example.com`,
    password_hash: await hashPassword("Colleague-Passw0rd!"),
    role: "partner",
    member_role: role,
    first_name: firstName[0]!.toUpperCase() + firstName.slice(1),
    last_name: "Colleague",
    title: null,
    phone: null,
    linkedin_url: null,
    email_verified_at: now,
    last_login_at: null,
    previous_login_at: null,
    onboarding_dismissed_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("users").values(user).execute();
  const session = await createSession(db, user);
  return { user, token: session.token };
}

/** A company with its owner signed in, and one signed-in colleague per other role. */
export async function testTeam() {
  const account = await createTestPartner();
  const db = await getDb();
  const owner = { user: account.user, token: (await createSession(db, account.user)).token };
  return {
    partnerId: account.partner.id,
    owner,
    admin: await addColleague(account.partner.id, "admin"),
    member: await addColleague(account.partner.id, "member"),
    finance: await addColleague(account.partner.id, "finance"),
  };
}

/** The token of the newest invitation emailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await latestMailTo(email, "Join");
  if (!mail) throw new Error(`No invitation to ${email}`);
  return linkIn(mail.text_body, "/partner-portal/join").token;
}

/** What a team change may write: users and roles, invitations, sessions, audit, notifications, mail. */
export async function teamFootprint() {
  const db = await getDb();
  const users = await db
    .selectFrom("users")
    .select(["id", "member_role", "partner_id"])
    .orderBy("id")
    .execute();
  const invitations = await db
    .selectFrom("member_invitations")
    .select(["id", "accepted_at", "revoked_at"])
    .orderBy("id")
    .execute();
  const count = async (table: "sessions" | "audit_log" | "notifications" | "outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const revoked = await db.selectFrom("sessions").select("id").where("revoked_at", "is not", null).execute();
  const settings = await db
    .selectFrom("partners")
    .select(["id", "require_two_factor"])
    .orderBy("id")
    .execute();
  return {
    users,
    invitations,
    sessions: await count("sessions"),
    revoked: revoked.length,
    audit: await count("audit_log"),
    notifications: await count("notifications"),
    outbox: await count("outbox"),
    settings: settings.map((row) => [row.id, Number(row.require_two_factor)]),
  };
}
