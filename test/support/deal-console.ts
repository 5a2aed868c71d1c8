// The programme team's deals queue in tests (imported by *.test.ts only): a partner's deal
// registered through the API, the team's calls from their own addresses, and what a team
// decision wrote (deals, their history, audit rows, commissions, email).
import { expect } from "vitest";
import { POST as createRoute } from "@/app/api/partners/deals/route";
import { POST as extensionRequestRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { getDb } from "@/lib/server/db";
import { DAY_MS } from "@/lib/time";
import { dealBody } from "./deals";
import { callRoute } from "./routes";

let n = 0;
export const ip = () => `10.30.0.${(n += 1) % 250}`;

export async function register(token: string, website: string) {
  const result = await callRoute(createRoute, "/api/partners/deals", {
    body: dealBody({ customerWebsite: website, customerName: `Customer ${website}` }),
    token,
    ip: ip(),
  });
  expect(result.status).toBe(201);
  return (result.json.deal as { _id: string })._id;
}
// Each from its own address: the console's changes are limited per address.
export const post = (route: typeof approveRoute, id: string, token: string, body?: unknown) =>
  callRoute(route, "/x", { method: "POST", token, params: { id }, body, ip: ip() });
export const partnerEmailOf = async (partnerId: string) =>
  (
    await (
      await getDb()
    )
      .selectFrom("users")
      .select("email")
      .where("partner_id", "=", partnerId)
      .executeTakeFirstOrThrow()
  ).email;

/** Everything a team decision may store: deals, their history, the audit log, commissions and the outbox. */
export async function footprint() {
  const d = await getDb();
  return {
    deals: await d.selectFrom("deals").selectAll().orderBy("id").execute(),
    history: await d.selectFrom("deal_events").selectAll().orderBy("id").execute(),
    audit: await d.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    commissions: await d.selectFrom("commissions").selectAll().orderBy("id").execute(),
    outbox: await d.selectFrom("outbox").selectAll().orderBy("id").execute(),
  };
}
/** The kinds of mail to `to` about deal `id`, and the audit actions on it, in alphabetical order (one request may write several in the same millisecond). */
export const mailKinds = async (id: string, to: string) =>
  (
    await (
      await getDb()
    )
      .selectFrom("outbox")
      .select("kind")
      .where("ref_id", "=", id)
      .where("to_address", "=", to)
      .orderBy("kind")
      .execute()
  ).map((row) => row.kind);
export const auditOf = async (id: string) =>
  (
    await (
      await getDb()
    )
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .orderBy("action")
      .execute()
  ).map((row) => row.action);
/** Approved 70 days ago (20 days of protection left), and the partner has asked for an extension. */
export async function withExtensionRequest(partner: { token: string }, actorUserId: string, website: string) {
  const id = await register(partner.token, website);
  await approveDeal(id, { actorUserId, now: new Date(Date.now() - 70 * DAY_MS) });
  expect(
    (
      await callRoute(extensionRequestRoute, "/x", {
        method: "POST",
        token: partner.token,
        params: { id },
        body: { reason: "Board meets next month." },
        ip: ip(),
      })
    ).status,
  ).toBe(200);
  return id;
}
