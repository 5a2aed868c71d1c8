// Market development funds for tests (imported by *.test.ts only): a partner on a tier with a
// quarterly budget, its colleagues' sessions, requests and the routes called as the portal
// and the console call them.
import { randomUUID } from "node:crypto";
import type { MemberRole } from "@/lib/member-roles";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { POST as createRoute } from "@/app/api/partners/mdf/requests/route";
import { POST as approveRoute } from "@/app/api/admin/mdf/requests/[id]/approve/route";
import { POST as claimRoute } from "@/app/api/partners/mdf/requests/[id]/claim/route";
import { createTestPartner } from "./accounts";
import { buildMultipart, callRoute, clientAddresses, type UploadPart } from "./routes";
import type { TierId } from "@/lib/validation/tier-options";

export const nextMdfIp = clientAddresses("10.135");

/** A company on `tier` (silver: $5,000 a quarter) and a signed-in owner. */
export async function mdfPartner(tier: TierId = "silver", memberRole: MemberRole = "owner") {
  const account = await createTestPartner({ memberRole, companyName: `Co ${randomUUID().slice(0, 6)}` });
  const db = await getDb();
  await db.updateTable("partners").set({ tier }).where("id", "=", account.partner.id).execute();
  const session = await createSession(db, account.user);
  return {
    partnerId: account.partner.id,
    token: session.token,
    userId: account.user.id,
    email: account.email,
  };
}

/** A colleague with `role` in the company, signed in. */
export async function colleagueToken(partnerId: string, role: MemberRole): Promise<string> {
  const db = await getDb();
  const other = await createTestPartner({ memberRole: role });
  await db.updateTable("users").set({ partner_id: partnerId }).where("id", "=", other.user.id).execute();
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", other.user.id)
    .executeTakeFirstOrThrow();
  return (await createSession(db, user)).token;
}

export const today = () => new Date().toISOString().slice(0, 10);

export function requestBody(amountMinor: number, fields: Record<string, unknown> = {}) {
  return {
    activityType: "webinar",
    title: "Spring webinar series",
    description: "Three webinars for finance leaders in the Nordics.",
    startDate: today(),
    endDate: today(),
    amountMinor,
    expectedLeads: 40,
    ...fields,
  };
}

export const postRequest = (token: string, body: unknown) =>
  callRoute(createRoute, "/api/partners/mdf/requests", { token, body, ip: nextMdfIp() });

export const approveRequest = (adminToken: string, id: string, body: unknown = {}) =>
  callRoute(approveRoute, "/x", { token: adminToken, params: { id }, body, ip: nextMdfIp() });

/** A submitted request's id (201 expected). */
export async function submittedRequest(
  token: string,
  amountMinor: number,
  fields: Record<string, unknown> = {},
) {
  const answer = await postRequest(token, requestBody(amountMinor, fields));
  if (answer.status !== 201) throw new Error(`request refused: ${answer.status} ${answer.json.error}`);
  return (answer.json.request as { id: string }).id;
}

export const pdfProof = (): UploadPart => ({
  field: "files",
  filename: "invoice.pdf",
  type: "application/pdf",
  content: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});
export const csvProof = (): UploadPart => ({
  field: "files",
  filename: "attendees.csv",
  type: "text/csv",
  content: Buffer.from("name,email\nRiley,riley@example.com\n"),
});

export function postClaim(token: string, id: string, fields: Record<string, string>, files: UploadPart[]) {
  const { body, contentType } = buildMultipart(fields, files);
  return callRoute(claimRoute, `/api/partners/mdf/requests/${id}/claim`, {
    token,
    params: { id },
    rawBody: new Uint8Array(body),
    headers: { "content-type": contentType },
    ip: nextMdfIp(),
  });
}
