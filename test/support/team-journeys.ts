// The team's journeys as the tests call them (imported by *.test.ts only): invite, accept, a
// role change, a removal and the team list, each from a fresh client address, and a colleague
// with two-factor turned on.
import { GET as teamRoute } from "@/app/api/partners/team/route";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/partners/team/[userId]/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { callRoute, clientAddresses } from "./routes";

export const nextIp = clientAddresses("10.91");
export const password = "Joiner-Passw0rd!";

export const invite = (token: string, email: string, role = "finance") =>
  callRoute(inviteRoute, "/api/partners/team/invitations", { body: { email, role }, token, ip: nextIp() });
export const accept = (token: string) =>
  callRoute(acceptRoute, "/api/partners/team/invitations/accept", {
    body: { token, firstName: "Fran", lastName: "Finance", password },
    ip: nextIp(),
  });
export const patchRole = (token: string, userId: string, role: string) =>
  callRoute(roleRoute, `/api/partners/team/${userId}`, {
    method: "PATCH",
    body: { role },
    params: { userId },
    token,
    ip: nextIp(),
  });
export const remove = (token: string, userId: string) =>
  callRoute(removeRoute, `/api/partners/team/${userId}`, {
    method: "DELETE",
    params: { userId },
    token,
    ip: nextIp(),
  });
export const team = (token: string) => callRoute(teamRoute, "/api/partners/team", { token, ip: nextIp() });

/** Turns on two-factor for `userId` and gives a session signed in with it. */
export async function enableTwoFactor(userId: string): Promise<string> {
  const db = await getDb();
  const now = new Date().toISOString();
  await db
    .insertInto("two_factor")
    .values({ user_id: userId, secret_enc: "test", enabled_at: now, last_step: null, created_at: now })
    .execute();
  return (await createSession(db, { id: userId, role: "partner" }, { authMethod: "totp" })).token;
}
