// The team's and keys' routes as the tests call them (imported by *.test.ts only).
import { expect } from "vitest";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/partners/team/[userId]/route";
import { POST as createKeyRoute } from "@/app/api/partners/api-keys/route";
import { GET as v1Deals } from "@/app/api/v1/deals/route";
import { getDb } from "@/lib/server/db";
import { callRoute, clientAddresses } from "./routes";

const nextIp = clientAddresses("10.93");
export const allPartnerScopes = ["deals:read", "deals:write", "referrals:read", "referrals:write"];

/** A key with every partner scope, created in Settings by the holder of `token`. */
export async function createKeyAs(token: string, name = "CRM") {
  const created = await callRoute(createKeyRoute, "/api/partners/api-keys", {
    body: { name, scopes: allPartnerScopes },
    token,
    ip: nextIp(),
  });
  expect(created.status).toBe(201);
  return { key: created.json.key as string, id: (created.json.apiKey as { id: string }).id };
}

export const listDealsWithKey = (key: string) =>
  callRoute(v1Deals, "/api/v1/deals", { token: key, ip: nextIp() });

export const removeColleague = (token: string, userId: string, query = "") =>
  callRoute(removeRoute, `/api/partners/team/${userId}${query}`, {
    method: "DELETE",
    params: { userId },
    token,
    ip: nextIp(),
  });

export const changeRoleOf = (token: string, userId: string, role: string) =>
  callRoute(roleRoute, `/api/partners/team/${userId}`, {
    method: "PATCH",
    body: { role },
    params: { userId },
    token,
    ip: nextIp(),
  });

export const inviteColleague = (token: string, email: string, role = "member") =>
  callRoute(inviteRoute, "/api/partners/team/invitations", { body: { email, role }, token, ip: nextIp() });

export const acceptInvitationLink = (token: string) =>
  callRoute(acceptRoute, "/api/partners/team/invitations/accept", {
    body: { token, firstName: "Ines", lastName: "Invitee", password: "Joiner-Passw0rd!" },
    ip: nextIp(),
  });

/** The audit lines about a partner company. */
export async function auditOfPartner(partnerId: string) {
  const db = await getDb();
  return db
    .selectFrom("audit_log")
    .select(["action", "details"])
    .where("entity_id", "=", partnerId)
    .execute();
}
