import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as extensionRequestRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { GET as partnerDealRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { POST as extensionRoute } from "@/app/api/admin/deals/[id]/extension/route";
import { PUT as preferencesRoute } from "@/app/api/partners/notification-preferences/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { dealMessages } from "@/lib/validation/deals";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import { callRoute, type CallResult } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";
import {
  ip,
  register,
  post,
  partnerEmailOf,
  footprint,
  mailKinds,
  auditOf,
  withExtensionRequest,
} from "@/test/support/deal-console";

// The team's decisions reach the partner: history, audit, email (respecting preferences), and a double
// submit decided once.

const db = freshTestDatabase();

describe("the team's decisions reach the partner", () => {
  it("refusing an extension: the request is refused, protection unchanged, audited, in the history, emailed; no second request", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const email = await partnerEmailOf(partner.partnerId);
    const id = await register(partner.token, "refused-extension.example");
    await approveDeal(id, { actorUserId: admin.userId, now: new Date(Date.now() - 70 * DAY_MS) });
    // The partner's request is strict too: a field it does not name (more days) is refused.
    const greedy = await post(extensionRequestRoute, id, partner.token, {
      reason: "Board meets next month.",
      days: 365,
    });
    expect([greedy.status, greedy.json.errors]).toEqual([400, { body: 'Unrecognized key: "days"' }]);
    expect(
      (await post(extensionRequestRoute, id, partner.token, { reason: "Board meets next month." })).status,
    ).toBe(200);
    const before = await db()
      .selectFrom("deals")
      .select(["status", "protection_expires", "active_domain"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

    const refused = await post(extensionRoute, id, admin.token, {
      decision: "refuse",
      reason: "Protection already covers the board meeting.",
    });
    expect(refused.status).toBe(200);
    expect(refused.json.deal).toMatchObject({
      status: "approved",
      protectionExpires: before.protection_expires,
      extension: { status: "refused", reason: "Board meets next month." },
    });
    const after = await db()
      .selectFrom("deals")
      .select(["status", "protection_expires", "active_domain", "extension_status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, extension_status: "refused" });
    expect(await mailKinds(id, email)).toEqual(["deal:approved", "deal:extension-refused", "deal:received"]);
    const mail = await latestMailTo(email, "Deal update");
    expect(mail?.text_body).toContain(
      "Your extension request for Customer refused-extension.example was refused.",
    );
    expect(mail?.text_body).toContain("Reason: Protection already covers the board meeting.");
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "details"])
      .where("entity_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(audit.at(-1)).toEqual({
      action: "deal.extension_refused",
      actor_user_id: admin.userId,
      details: JSON.stringify({
        reason: "Protection already covers the board meeting.",
        protectionExpires: before.protection_expires,
      }),
    });
    const seen = (await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id } })).json
      .deal as { history: unknown[] };
    expect(seen.history.at(-1)).toMatchObject({
      kind: "extension",
      from: "requested",
      to: "refused",
      by: "Programme team",
      reason: "Protection already covers the board meeting.",
    });

    const state = await footprint();
    const again = await post(extensionRequestRoute, id, partner.token, { reason: "Please reconsider." });
    expect([again.status, again.json.error]).toEqual([409, dealMessages.extensionNotAllowed]);
    const grantLater = await post(extensionRoute, id, admin.token, { decision: "grant" });
    expect([grantLater.status, grantLater.json.error]).toEqual([409, dealMessages.noExtensionRequest]);
    expect(await footprint()).toEqual(state);
  });

  it("with the partner's deal updates switched off, approval and stage changes are made and audited but not emailed; switched on, they are", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const email = await partnerEmailOf(partner.partnerId);
    const dealUpdates = async (on: boolean) => {
      const saved = await callRoute(preferencesRoute, "/api/partners/notification-preferences", {
        method: "PUT",
        token: partner.token,
        ip: ip(),
        body: {
          deal_updates: on,
          commission_payments: true,
          training_reminders: true,
          partner_announcements: true,
        },
      });
      expect(saved.status).toBe(200);
    };
    const quiet = await register(partner.token, "switch-off.example");
    await dealUpdates(false);
    expect((await post(approveRoute, quiet, admin.token)).status).toBe(200);
    expect((await post(stageRoute, quiet, admin.token, { stage: "proposal" })).status).toBe(200);
    expect(await mailKinds(quiet, email)).toEqual(["deal:received"]);
    expect(await auditOf(quiet)).toEqual(["deal.approved", "deal.stage"]);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "stage"])
        .where("id", "=", quiet)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "approved", stage: "proposal" });

    await dealUpdates(true);
    expect((await post(stageRoute, quiet, admin.token, { stage: "negotiation" })).status).toBe(200);
    const heard = await register(partner.token, "switch-on.example");
    expect((await post(approveRoute, heard, admin.token)).status).toBe(200);
    expect(await mailKinds(quiet, email)).toEqual(["deal:received", "deal:stage"]);
    expect(await mailKinds(heard, email)).toEqual(["deal:approved", "deal:received"]);
    const approved = (await latestMailTo(email, "Deal update"))?.text_body ?? "";
    expect(approved).toContain("was approved");
    // Dates for people, never ISO: "protected until 23 Feb 2027".
    expect(approved).toMatch(/protected until \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    expect(approved).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("a double submit sent at once decides once: one answer 200, the other 409, one history entry, audit row and email", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const email = await partnerEmailOf(partner.partnerId);
    const twice = (route: typeof approveRoute, id: string, body?: unknown) =>
      Promise.all([post(route, id, admin.token, body), post(route, id, admin.token, body)]);
    const statuses = (results: CallResult[]) => results.map((result) => result.status).sort();

    const id = await register(partner.token, "double-approve.example");
    expect(statuses(await twice(approveRoute, id))).toEqual([200, 409]);
    const moved = await twice(stageRoute, id, { stage: "negotiation" });
    expect(statuses(moved)).toEqual([200, 409]);
    expect(moved.find((result) => result.status === 409)?.json.error).toBe(dealMessages.stageUnchanged);
    expect(await auditOf(id)).toEqual(["deal.approved", "deal.stage"]);
    expect(await mailKinds(id, email)).toEqual(["deal:approved", "deal:received", "deal:stage"]);
    const history = await db()
      .selectFrom("deal_events")
      .select(["kind", "to_value"])
      .where("deal_id", "=", id)
      .orderBy("to_value")
      .execute();
    expect(history).toEqual([
      { kind: "status", to_value: "approved" },
      { kind: "stage", to_value: "negotiation" },
      { kind: "status", to_value: "pending" },
    ]);

    const extended = await withExtensionRequest(partner, admin.userId, "double-grant.example");
    const expires = (
      await db()
        .selectFrom("deals")
        .select("protection_expires")
        .where("id", "=", extended)
        .executeTakeFirstOrThrow()
    ).protection_expires!;
    expect(statuses(await twice(extensionRoute, extended, { decision: "grant" }))).toEqual([200, 409]);
    const after = (
      await db()
        .selectFrom("deals")
        .select("protection_expires")
        .where("id", "=", extended)
        .executeTakeFirstOrThrow()
    ).protection_expires!;
    expect(new Date(after).getTime() - new Date(expires).getTime()).toBe(30 * DAY_MS);
    expect((await auditOf(extended)).filter((action) => action.startsWith("deal.extension"))).toEqual([
      "deal.extension_granted",
    ]);
    expect((await mailKinds(extended, email)).filter((kind) => kind.startsWith("deal:extension"))).toEqual([
      "deal:extension-granted",
    ]);
  });
});
