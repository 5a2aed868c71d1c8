import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/deals/route";
import { GET as partnerDealRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as extensionRequestRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { GET as queueRoute } from "@/app/api/admin/deals/route";
import { GET as adminDealRoute } from "@/app/api/admin/deals/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/deals/[id]/reject/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { POST as extensionRoute } from "@/app/api/admin/deals/[id]/extension/route";
import { PUT as preferencesRoute } from "@/app/api/partners/notification-preferences/route";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { decideExtension } from "@/lib/server/deals/console-extension";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { adminMessages } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth-messages";
import { dealDecisionMessages, dealMessages } from "@/lib/validation/deals";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import { dealBody } from "@/test/support/deals";
import { callRoute, type CallResult } from "@/test/support/routes";
import { minorFromDb } from "@/lib/money";
import { DAY_MS } from "@/lib/time";

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();
let n = 0;
const ip = () => `10.30.0.${(n += 1) % 250}`;

async function register(token: string, website: string) {
  const result = await callRoute(createRoute, "/api/partners/deals", {
    body: dealBody({ customerWebsite: website, customerName: `Customer ${website}` }),
    token,
    ip: ip(),
  });
  expect(result.status).toBe(201);
  return (result.json.deal as { _id: string })._id;
}
// Each from its own address: the console's changes are limited per address.
const post = (route: typeof approveRoute, id: string, token: string, body?: unknown) =>
  callRoute(route, "/x", { method: "POST", token, params: { id }, body, ip: ip() });
const partnerEmailOf = async (partnerId: string) =>
  (
    await db()
      .selectFrom("users")
      .select("email")
      .where("partner_id", "=", partnerId)
      .executeTakeFirstOrThrow()
  ).email;

describe("the deals queue", () => {
  it("lists pending first, oldest first; approval protects for 90 days, is audited, in the history and emailed", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const first = await register(partner.token, "queue-one.example");
    const second = await register(partner.token, "queue-two.example");
    await approveDeal(second, { actorUserId: admin.userId });
    const third = await register(partner.token, "queue-three.example");
    const queue = await callRoute(queueRoute, "/api/admin/deals?search=queue-", { token: admin.token });
    expect((queue.json.items as { _id: string }[]).map((d) => d._id)).toEqual([first, third, second]);

    const approved = await post(approveRoute, first, admin.token);
    expect(approved.status).toBe(200);
    const expires = new Date(
      (approved.json.deal as { protectionExpires: string }).protectionExpires,
    ).getTime();
    expect(Math.round((expires - Date.now()) / DAY_MS)).toBe(90);
    expect((await post(approveRoute, first, admin.token)).status).toBe(409);
    const mail = await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update");
    expect(mail?.text_body).toContain("was approved");
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_id", "=", first)
      .execute();
    expect(audit).toEqual([{ action: "deal.approved", actor_user_id: admin.userId }]);
    const seen = await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id: first } });
    expect(seen.json.deal).toMatchObject({
      status: "approved",
      history: [{ to: "pending" }, { from: "pending", to: "approved", by: "Programme team" }],
    });
  });

  it("rejects with a reason the partner sees, and frees the customer", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const other = await partnerToken();
    const id = await register(partner.token, "rejected.example");
    expect((await post(rejectRoute, id, admin.token, { reason: "" })).status).toBe(400);
    const rejected = await post(rejectRoute, id, admin.token, { reason: "Already a direct customer." });
    expect(rejected.json.deal).toMatchObject({
      status: "rejected",
      reviewReason: "Already a direct customer.",
    });
    const seen = (await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id } })).json
      .deal as { reviewReason: string; history: { reason: string | null }[] };
    expect(seen.reviewReason).toBe("Already a direct customer.");
    expect(seen.history.at(-1)?.reason).toBe("Already a direct customer.");
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "Reason: Already a direct customer.",
    );
    await register(other.token, "rejected.example");
  });

  it("an expired protection (injected clock) no longer blocks another partner; an unexpired one does", async () => {
    const admin = await adminToken();
    const holder = await partnerToken();
    const other = await partnerToken();
    const expired = await register(holder.token, "expired.example");
    await approveDeal(expired, { actorUserId: admin.userId, now: new Date(Date.now() - 91 * DAY_MS) });
    const live = await register(holder.token, "live.example");
    await approveDeal(live, { actorUserId: admin.userId, now: new Date(Date.now() - 89 * DAY_MS) });
    const blocked = await callRoute(createRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: "live.example" }),
      token: other.token,
      ip: ip(),
    });
    expect([blocked.status, blocked.json.error]).toEqual([
      409,
      "This customer is already registered by another partner.",
    ]);
    await register(other.token, "expired.example");
    const old = await db()
      .selectFrom("deals")
      .select(["status", "active_domain"])
      .where("id", "=", expired)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ status: "approved", active_domain: null });
  });

  it("an extension is requested once, only in the last 30 days, and granted for 30 more days", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const early = await register(partner.token, "early.example");
    await approveDeal(early, { actorUserId: admin.userId });
    const tooEarly = await post(extensionRequestRoute, early, partner.token, { reason: "Budget cycle" });
    expect([tooEarly.status, tooEarly.json.error]).toEqual([
      409,
      "An extension can be requested once, within the last 30 days of protection.",
    ]);
    // The partner's deal names where the window opens, so the portal needs no copy of the rule.
    const read = async (dealId: string) =>
      (await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id: dealId } })).json
        .deal as { protectionExpires: string; extensionRequestableFrom: string | null };
    const earlyDeal = await read(early);
    expect(
      new Date(earlyDeal.protectionExpires).getTime() -
        new Date(earlyDeal.extensionRequestableFrom!).getTime(),
    ).toBe(30 * DAY_MS);

    const id = await register(partner.token, "extend.example");
    await approveDeal(id, { actorUserId: admin.userId, now: new Date(Date.now() - 70 * DAY_MS) });
    expect((await post(extensionRequestRoute, id, partner.token, { reason: "" })).status).toBe(400);
    expect(
      (await post(extensionRequestRoute, id, partner.token, { reason: "Board meets next month." })).status,
    ).toBe(200);
    expect((await post(extensionRequestRoute, id, partner.token, { reason: "Again" })).status).toBe(409);
    expect((await read(id)).extensionRequestableFrom).toBeNull();
    const before = (
      await db()
        .selectFrom("deals")
        .select("protection_expires")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).protection_expires!;
    const granted = await post(extensionRoute, id, admin.token, { decision: "grant" });
    expect(granted.status).toBe(200);
    const after = (granted.json.deal as { protectionExpires: string }).protectionExpires;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(30 * DAY_MS);
    expect((await post(extensionRoute, id, admin.token, { decision: "grant" })).status).toBe(409);
    expect((await post(extensionRequestRoute, id, partner.token, { reason: "Once more" })).status).toBe(409);
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "extension",
    );
  });

  it("stages: only approved deals move; closed won creates one commission at the partner's rate, even when sent twice at once", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await db().updateTable("partners").set({ tier: "silver" }).where("id", "=", partner.partnerId).execute();
    const id = await register(partner.token, "won.example");
    expect((await post(stageRoute, id, admin.token, { stage: "negotiation" })).status).toBe(409);
    await approveDeal(id, { actorUserId: admin.userId });
    const moved = await post(stageRoute, id, admin.token, { stage: "negotiation" });
    expect(moved.json.deal).toMatchObject({ stage: "negotiation", probability: 75, status: "approved" });
    const results = await Promise.all([
      post(stageRoute, id, admin.token, { stage: "closed_won" }),
      post(stageRoute, id, admin.token, { stage: "closed_won" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const commissions = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "rate", "status", "deal_id"])
      .where("partner_id", "=", partner.partnerId)
      .execute();
    expect(commissions.map((c) => ({ ...c, amount_minor: minorFromDb(c.amount_minor) }))).toEqual([
      { amount_minor: 1_800_000, rate: 15, status: "pending", deal_id: id },
    ]);
    const detail = await callRoute(adminDealRoute, "/x", { token: admin.token, params: { id } });
    expect(detail.json.deal).toMatchObject({
      status: "closed_won",
      stage: "closed_won",
      probability: 100,
      commission: { amount: 18000, rate: 15, status: "pending" },
    });
    // The Closed Won mail names the commission it created.
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "It earned a commission of $18,000.00 (15% of the deal's value)",
    );
  });

  it("a won deal reopened or lost after all reverses its commission by a line of the opposite amount; a paid one refuses", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const reopened = await register(partner.token, "reopen.example");
    await approveDeal(reopened, { actorUserId: admin.userId });
    await post(stageRoute, reopened, admin.token, { stage: "closed_won" });
    const moved = await post(stageRoute, reopened, admin.token, { stage: "negotiation" });
    expect([moved.status, (moved.json.deal as { status: string }).status]).toEqual([200, "approved"]);
    const lines = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "status", "reverses_id"])
      .where("deal_id", "=", reopened)
      .execute();
    expect(
      lines.map((line) => [minorFromDb(line.amount_minor), line.status, line.reverses_id === null]).sort(),
    ).toEqual([
      [-1_200_000, "reversed", false],
      [1_200_000, "reversed", true],
    ]);
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "Its commission was reversed.",
    );

    const paid = await register(partner.token, "paid-won.example");
    await approveDeal(paid, { actorUserId: admin.userId });
    await post(stageRoute, paid, admin.token, { stage: "closed_won" });
    await db().updateTable("commissions").set({ status: "paid" }).where("won_deal_id", "=", paid).execute();
    const refused = await post(stageRoute, paid, admin.token, { stage: "closed_lost" });
    expect([refused.status, refused.json.error]).toEqual([
      409,
      "This deal's commission is in a payment request or paid, so the deal cannot leave Closed Won.",
    ]);
    expect(
      (await db().selectFrom("deals").select("status").where("id", "=", paid).executeTakeFirstOrThrow())
        .status,
    ).toBe("closed_won");
  });

  it("the partner's own rate overrides the tier's", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await db()
      .updateTable("partners")
      .set({ commission_rate: 12.5 })
      .where("id", "=", partner.partnerId)
      .execute();
    const id = await register(partner.token, "custom-rate.example");
    await approveDeal(id, { actorUserId: admin.userId });
    await post(stageRoute, id, admin.token, { stage: "closed_won" });
    const commission = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "rate"])
      .where("deal_id", "=", id)
      .executeTakeFirstOrThrow();
    expect({ ...commission, amount_minor: minorFromDb(commission.amount_minor) }).toEqual({
      amount_minor: 1_500_000,
      rate: 12.5,
    });
  });

  it("refuses bad decisions (4xx), and partners (403)", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await register(partner.token, "bad-decisions.example");
    const cases: [typeof approveRoute, string, unknown, number][] = [
      [stageRoute, id, { stage: "won" }, 400],
      [stageRoute, id, {}, 400],
      [stageRoute, id, { stage: "closed_won", extra: "'; drop table deals;--" }, 400],
      [rejectRoute, id, { reason: "x".repeat(2001) }, 400],
      [rejectRoute, id, { reason: 42 }, 400],
      [extensionRoute, id, { decision: "maybe" }, 400],
      [extensionRoute, id, { decision: "grant" }, 409],
      [approveRoute, "missing-id", undefined, 404],
      [stageRoute, "missing-id", { stage: "proposal" }, 404],
    ];
    for (const [route, target, body, status] of cases)
      expect((await post(route, target, admin.token, body)).status).toBe(status);
    expect((await post(approveRoute, id, partner.token)).status).toBe(403);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "stage"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "pending", stage: "prospecting" });
    // A field the schema does not name is refused, as on the registration (errors.body).
    const extra = await post(stageRoute, id, admin.token, {
      stage: "closed_won",
      extra: "'; drop table deals;--",
    });
    expect([extra.json.error, extra.json.errors]).toEqual([
      'Unrecognized key: "extra"',
      { body: 'Unrecognized key: "extra"' },
    ]);
  });
});

/** Everything a team decision may store: deals, their history, the audit log, commissions and the outbox. */
async function footprint() {
  const d = db();
  return {
    deals: await d.selectFrom("deals").selectAll().orderBy("id").execute(),
    history: await d.selectFrom("deal_events").selectAll().orderBy("id").execute(),
    audit: await d.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    commissions: await d.selectFrom("commissions").selectAll().orderBy("id").execute(),
    outbox: await d.selectFrom("outbox").selectAll().orderBy("id").execute(),
  };
}
/** The kinds of mail to `to` about deal `id`, and the audit actions on it, in alphabetical order (one request may write several in the same millisecond). */
const mailKinds = async (id: string, to: string) =>
  (
    await db()
      .selectFrom("outbox")
      .select("kind")
      .where("ref_id", "=", id)
      .where("to_address", "=", to)
      .orderBy("kind")
      .execute()
  ).map((row) => row.kind);
const auditOf = async (id: string) =>
  (
    await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .orderBy("action")
      .execute()
  ).map((row) => row.action);
/** Approved 70 days ago (20 days of protection left), and the partner has asked for an extension. */
async function withExtensionRequest(partner: { token: string }, actorUserId: string, website: string) {
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

// Bad input on every team endpoint of the deals queue: a 4xx whose message is the one the
// user sees (the field's, or the 404's, 409's, 401's, 403's), and nothing stored: no deal
// changed, no history entry, audit row, commission or email.

type Fixture =
  | "pending"
  | "approved"
  | "requested"
  | "granted"
  | "refused"
  | "rejected"
  | "won"
  | "partnerId"
  | "adminId"
  | "commissionId";
type Who = "admin" | "partner" | "anonymous" | "forged" | { origin: string };
/** [label, target id, body, status, message, field of errors (none: no errors), caller] */
type Case = [
  label: string,
  target: () => string,
  body: unknown,
  status: number,
  message: string,
  field?: string,
  who?: Who,
];
class RawBody {
  constructor(
    readonly text: string,
    readonly type = "application/json",
  ) {}
}

const fixtures = {} as Record<Fixture, string>;
const callers = {} as { admin: string; partner: string };
const fx = (key: Fixture) => () => fixtures[key];
const id = (value: string) => () => value;
const unknownKey = (key: string) => `Unrecognized key: "${key}"`;
const notFound = adminMessages.notFound;
const crossSite = "Cross-site requests are not allowed.";

function send(
  route: typeof approveRoute,
  method: string,
  target: () => string,
  body: unknown,
  who: Who = "admin",
): Promise<CallResult> {
  const token =
    who === "partner"
      ? callers.partner
      : who === "anonymous"
        ? undefined
        : who === "forged"
          ? "forged.token.value"
          : callers.admin;
  const headers: Record<string, string> = typeof who === "object" ? { origin: who.origin } : {};
  const params = { id: target() };
  if (body instanceof RawBody)
    return callRoute(route, "/x", {
      method,
      token,
      params,
      rawBody: body.text,
      headers: { ...headers, "content-type": body.type },
      ip: ip(),
    });
  return callRoute(route, "/x", { method, token, params, body, headers, ip: ip() });
}

async function expectRefused(
  call: () => Promise<CallResult>,
  status: number,
  message: string,
  field?: string,
) {
  const before = await footprint();
  const result = await call();
  expect([result.status, result.json.success, result.json.error]).toEqual([status, false, message]);
  expect(result.json.errors).toEqual(field ? { [field]: message } : undefined);
  expect(await footprint()).toEqual(before);
}

/** Ids that name no deal (another table's ids, hostile text), then the real one slightly wrong; `real` is the deal the call would otherwise change. */
function idCases(real: Fixture, body: unknown): Case[] {
  const ids: [string, () => string, number?, string?][] = [
    ["an unknown UUID", id("00000000-0000-0000-0000-000000000000")],
    ["a random UUID", id(randomUUID())],
    ["a partner's id (foreign)", fx("partnerId")],
    ["the admin's user id (foreign)", fx("adminId")],
    ["a commission's id (foreign)", fx("commissionId")],
    ["an SQL injection id", id("' or '1'='1")],
    ["a stacked-query id", id("1; drop table deals;--")],
    ["a path traversal id", id("../../etc/passwd")],
    ["a 10,000-character id", id("x".repeat(10_000))],
    ["an emoji id", id("🙂")],
    ["a script tag id", id("<script>alert(1)</script>")],
    ["a LIKE wildcard id", id("%")],
    ["a full-width id", id("ＤＥＡＬ")],
    ["a right-to-left override id", id("\u202Efdp.exe")],
    ["a CR LF header injection id", id("id\r\nX-Injected: 1")],
    ["a blank id", id(" ")],
    ["an empty id", id("")],
    ["the word null", id("null")],
    ["the real id upper-cased", () => fixtures[real].toUpperCase()],
    ["the real id with a trailing space", () => `${fixtures[real]} `],
    ["the real id with a path after it", () => `${fixtures[real]}/approve`],
    ["a NUL after the real id", () => `${fixtures[real]}\u0000`, 400, forbiddenAddressMessage],
    ["a lone surrogate id", id("\uD800"), 400, forbiddenAddressMessage],
  ];
  return ids.map(([label, target, status = 404, message = notFound]): Case => [
    label,
    target,
    body,
    status,
    message,
  ]);
}

/** A partner, no session, a forged session and other sites' Origins, on a call that would otherwise succeed. */
function callerCases(target: Fixture, body: unknown): Case[] {
  return [
    ["a partner's session", fx(target), body, 403, authMessages.adminsOnly, undefined, "partner"],
    ["no session", fx(target), body, 401, authMessages.unauthenticated, undefined, "anonymous"],
    ["a forged session", fx(target), body, 401, authMessages.unauthenticated, undefined, "forged"],
    [
      "another site's Origin",
      fx(target),
      body,
      403,
      crossSite,
      undefined,
      { origin: "https://evil.example" },
    ],
    [
      "a look-alike Origin",
      fx(target),
      body,
      403,
      crossSite,
      undefined,
      { origin: "http://localhost:3000.evil.example" },
    ],
    ["the null Origin", fx(target), body, 403, crossSite, undefined, { origin: "null" }],
  ];
}

/** Bodies every JSON endpoint refuses before reading a field. */
const bodyCases = (target: Fixture): Case[] => [
  ["a null body", fx(target), null, 400, "Invalid input: expected object, received null", "body"],
  ["a list body", fx(target), [{}], 400, "Invalid input: expected object, received array", "body"],
  ["a string body", fx(target), "grant", 400, "Invalid input: expected object, received string", "body"],
  ["malformed JSON", fx(target), new RawBody('{"reason": "x",'), 400, "The request body is not valid JSON."],
  ["an empty body", fx(target), new RawBody(""), 400, "The request body is empty."],
  [
    "a form body",
    fx(target),
    new RawBody("reason=x", "application/x-www-form-urlencoded"),
    415,
    "The request body must be JSON (Content-Type: application/json).",
  ],
  [
    "a body over 32 KB",
    fx(target),
    { reason: "x".repeat(40_000), decision: "grant", stage: "proposal" },
    413,
    "The request body is too large (limit 32 KB).",
  ],
];

describe("bad input to the team's deal endpoints: a 4xx with the user's message, nothing stored", () => {
  beforeAll(async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    Object.assign(callers, { admin: admin.token, partner: partner.token });
    const by = { actorUserId: admin.userId };
    fixtures.pending = await register(partner.token, "hostile-pending.example");
    fixtures.approved = await register(partner.token, "hostile-approved.example");
    await approveDeal(fixtures.approved, by);
    fixtures.requested = await withExtensionRequest(partner, admin.userId, "hostile-requested.example");
    fixtures.granted = await withExtensionRequest(partner, admin.userId, "hostile-granted.example");
    await decideExtension(fixtures.granted, "grant", undefined, by);
    fixtures.refused = await withExtensionRequest(partner, admin.userId, "hostile-refused.example");
    await decideExtension(fixtures.refused, "refuse", "Not this time.", by);
    fixtures.rejected = await register(partner.token, "hostile-rejected.example");
    await rejectDeal(fixtures.rejected, "Already a direct customer.", by);
    fixtures.won = await register(partner.token, "hostile-won.example");
    await approveDeal(fixtures.won, by);
    fixtures.commissionId = (await setDealStage(fixtures.won, "closed_won", by)).commissionId!;
    Object.assign(fixtures, { partnerId: partner.partnerId, adminId: admin.userId });
  });

  const approveCases: Case[] = [
    ...idCases("pending", undefined),
    ["approving it twice (already approved)", fx("approved"), undefined, 409, dealMessages.dealReviewed],
    ["a rejected deal", fx("rejected"), undefined, 409, dealMessages.dealReviewed],
    ["a closed won deal", fx("won"), undefined, 409, dealMessages.dealReviewed],
    ["an approved deal waiting on its extension", fx("requested"), undefined, 409, dealMessages.dealReviewed],
    ...callerCases("pending", undefined),
  ];
  it.each(approveCases)(
    "POST /api/admin/deals/{id}/approve: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(approveRoute, "POST", target, body, who), status, message, field),
  );

  const reason = { reason: "Already a direct customer." };
  const reasonRequired = adminMessages.reasonRequired;
  const rejectCases: Case[] = [
    ...idCases("pending", reason),
    ["no reason", fx("pending"), {}, 400, reasonRequired, "reason"],
    ["an empty reason", fx("pending"), { reason: "" }, 400, reasonRequired, "reason"],
    ["a blank reason", fx("pending"), { reason: " \n\t " }, 400, reasonRequired, "reason"],
    ["a number as reason", fx("pending"), { reason: 42 }, 400, reasonRequired, "reason"],
    ["null as reason", fx("pending"), { reason: null }, 400, reasonRequired, "reason"],
    ["a list as reason", fx("pending"), { reason: ["a"] }, 400, reasonRequired, "reason"],
    ["an operator object as reason", fx("pending"), { reason: { $ne: "" } }, 400, reasonRequired, "reason"],
    ["true as reason", fx("pending"), { reason: true }, 400, reasonRequired, "reason"],
    [
      "a 2,001-character reason",
      fx("pending"),
      { reason: "x".repeat(2001) },
      400,
      adminMessages.reasonTooLong,
      "reason",
    ],
    [
      "2,001 accented letters",
      fx("pending"),
      { reason: "é".repeat(2001) },
      400,
      adminMessages.reasonTooLong,
      "reason",
    ],
    [
      "a NUL in the reason",
      fx("pending"),
      { reason: "Direct\u0000customer" },
      400,
      textMessages.multiLine,
      "reason",
    ],
    [
      "a lone surrogate in the reason",
      fx("pending"),
      { reason: "Direct customer \uD800" },
      400,
      invalidCharactersMessage,
      "reason",
    ],
    [
      "an unknown field with an injection",
      fx("pending"),
      { ...reason, extra: "'; drop table deals;--" },
      400,
      unknownKey("extra"),
      "body",
    ],
    ["a status field", fx("pending"), { ...reason, status: "approved" }, 400, unknownKey("status"), "body"],
    [
      "a __proto__ field",
      fx("pending"),
      JSON.parse('{"reason": "x", "__proto__": {"role": "admin"}}'),
      400,
      unknownKey("__proto__"),
      "body",
    ],
    ...bodyCases("pending"),
    ["rejecting an approved deal", fx("approved"), reason, 409, dealMessages.dealReviewed],
    ["rejecting it twice (already rejected)", fx("rejected"), reason, 409, dealMessages.dealReviewed],
    ["a closed won deal", fx("won"), reason, 409, dealMessages.dealReviewed],
    ...callerCases("pending", reason),
  ];
  it.each(rejectCases)(
    "POST /api/admin/deals/{id}/reject: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(rejectRoute, "POST", target, body, who), status, message, field),
  );

  const stage = { stage: "proposal" };
  const chooseStage = dealDecisionMessages.stage;
  const stageCases: Case[] = [
    ...idCases("approved", stage),
    ["no stage", fx("approved"), {}, 400, chooseStage, "stage"],
    ["an unknown stage", fx("approved"), { stage: "won" }, 400, chooseStage, "stage"],
    ["a stage in capitals", fx("approved"), { stage: "CLOSED_WON" }, 400, chooseStage, "stage"],
    ["a stage with a space", fx("approved"), { stage: " proposal" }, 400, chooseStage, "stage"],
    ["a stage's label", fx("approved"), { stage: "Closed Won" }, 400, chooseStage, "stage"],
    ["a number as stage", fx("approved"), { stage: 3 }, 400, chooseStage, "stage"],
    ["null as stage", fx("approved"), { stage: null }, 400, chooseStage, "stage"],
    ["a list as stage", fx("approved"), { stage: ["proposal"] }, 400, chooseStage, "stage"],
    [
      "an injection as stage",
      fx("approved"),
      { stage: "proposal'; drop table deals;--" },
      400,
      chooseStage,
      "stage",
    ],
    ["a full-width stage", fx("approved"), { stage: "ｐｒｏｐｏｓａｌ" }, 400, chooseStage, "stage"],
    ["a NUL in the stage", fx("approved"), { stage: "proposal\u0000" }, 400, chooseStage, "stage"],
    ["a 5,000-character stage", fx("approved"), { stage: "x".repeat(5000) }, 400, chooseStage, "stage"],
    [
      "a commission amount alongside",
      fx("approved"),
      { stage: "closed_won", amount: 1_000_000 },
      400,
      unknownKey("amount"),
      "body",
    ],
    [
      "a probability alongside",
      fx("approved"),
      { stage: "proposal", probability: 100 },
      400,
      unknownKey("probability"),
      "body",
    ],
    [
      "a close date out of range alongside",
      fx("approved"),
      { stage: "proposal", expectedCloseDate: "1900-01-01" },
      400,
      unknownKey("expectedCloseDate"),
      "body",
    ],
    ...bodyCases("approved"),
    ["a pending deal", fx("pending"), stage, 409, dealMessages.stageNotAllowed],
    ["a rejected deal", fx("rejected"), stage, 409, dealMessages.stageNotAllowed],
    [
      "the stage it is at (a resent form)",
      fx("approved"),
      { stage: "prospecting" },
      409,
      dealMessages.stageUnchanged,
    ],
    ...callerCases("approved", stage),
  ];
  it.each(stageCases)(
    "POST /api/admin/deals/{id}/stage: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(stageRoute, "POST", target, body, who), status, message, field),
  );

  const grant = { decision: "grant" };
  const chooseDecision = dealDecisionMessages.decision;
  const extensionCases: Case[] = [
    ...idCases("requested", grant),
    ["no decision", fx("requested"), {}, 400, chooseDecision, "decision"],
    ["an unknown decision", fx("requested"), { decision: "maybe" }, 400, chooseDecision, "decision"],
    ["a decision in capitals", fx("requested"), { decision: "GRANT" }, 400, chooseDecision, "decision"],
    [
      "the outcome instead of the decision",
      fx("requested"),
      { decision: "granted" },
      400,
      chooseDecision,
      "decision",
    ],
    ["true as decision", fx("requested"), { decision: true }, 400, chooseDecision, "decision"],
    ["a number as decision", fx("requested"), { decision: 1 }, 400, chooseDecision, "decision"],
    ["null as decision", fx("requested"), { decision: null }, 400, chooseDecision, "decision"],
    ["a list as decision", fx("requested"), { decision: ["grant"] }, 400, chooseDecision, "decision"],
    [
      "an injection as decision",
      fx("requested"),
      { decision: "grant'; drop table deals;--" },
      400,
      chooseDecision,
      "decision",
    ],
    ["a full-width decision", fx("requested"), { decision: "ｇｒａｎｔ" }, 400, chooseDecision, "decision"],
    [
      "a 2,001-character reason",
      fx("requested"),
      { decision: "refuse", reason: "x".repeat(2001) },
      400,
      dealDecisionMessages.reason,
      "reason",
    ],
    [
      "a number as reason",
      fx("requested"),
      { decision: "refuse", reason: 42 },
      400,
      dealDecisionMessages.reason,
      "reason",
    ],
    [
      "null as reason",
      fx("requested"),
      { decision: "refuse", reason: null },
      400,
      dealDecisionMessages.reason,
      "reason",
    ],
    [
      "a NUL in the reason",
      fx("requested"),
      { decision: "grant", reason: "ok\u0000" },
      400,
      textMessages.multiLine,
      "reason",
    ],
    [
      "a number of days alongside",
      fx("requested"),
      { decision: "grant", days: 365 },
      400,
      unknownKey("days"),
      "body",
    ],
    [
      "a protection date out of range alongside",
      fx("requested"),
      { decision: "grant", protectionExpires: "9999-12-31" },
      400,
      unknownKey("protectionExpires"),
      "body",
    ],
    ...bodyCases("requested"),
    ["granting it twice (already granted)", fx("granted"), grant, 409, dealMessages.noExtensionRequest],
    [
      "refusing a granted extension",
      fx("granted"),
      { decision: "refuse" },
      409,
      dealMessages.noExtensionRequest,
    ],
    ["granting a refused extension", fx("refused"), grant, 409, dealMessages.noExtensionRequest],
    ["an extension nobody requested", fx("approved"), grant, 409, dealMessages.noExtensionRequest],
    ["a pending deal", fx("pending"), grant, 409, dealMessages.noExtensionRequest],
    ["a rejected deal", fx("rejected"), { decision: "refuse" }, 409, dealMessages.noExtensionRequest],
    ["a closed won deal", fx("won"), grant, 409, dealMessages.noExtensionRequest],
    ...callerCases("requested", grant),
  ];
  it.each(extensionCases)(
    "POST /api/admin/deals/{id}/extension: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(extensionRoute, "POST", target, body, who), status, message, field),
  );

  const readCases: Case[] = [
    ...idCases("pending", undefined),
    ["a partner's session", fx("pending"), undefined, 403, authMessages.adminsOnly, undefined, "partner"],
    ["no session", fx("pending"), undefined, 401, authMessages.unauthenticated, undefined, "anonymous"],
    ["a forged session", fx("pending"), undefined, 401, authMessages.unauthenticated, undefined, "forged"],
  ];
  it.each(readCases)("GET /api/admin/deals/{id}: %s", (_label, target, body, status, message, field, who) =>
    expectRefused(() => send(adminDealRoute, "GET", target, body, who), status, message, field),
  );

  const pageSize = adminMessages.pageSize;
  const unknownStatus = adminMessages.unknownStatus;
  const listCases: [
    label: string,
    query: string,
    status: number,
    message: string,
    field?: string,
    who?: Who,
  ][] = [
    ...[
      "0",
      "-1",
      "-0",
      "101",
      "1000000",
      "1e3",
      "1.5",
      "abc",
      "NaN",
      "Infinity",
      "true",
      "[1]",
      "",
      " ",
      "1 0",
      "1;DROP TABLE deals",
    ].map((size): [string, string, number, string, string] => [
      `page size ${JSON.stringify(size)}`,
      `pageSize=${encodeURIComponent(size)}`,
      400,
      pageSize,
      "pageSize",
    ]),
    ["page size twice, the first out of range", "pageSize=0&pageSize=10", 400, pageSize, "pageSize"],
    ["an unknown status", "status=everything", 400, unknownStatus, "status"],
    ["a status in capitals", "status=PENDING", 400, unknownStatus, "status"],
    [
      "an injection as status",
      `status=${encodeURIComponent("pending' or '1'='1")}`,
      400,
      unknownStatus,
      "status",
    ],
    [
      "a script tag as status",
      `status=${encodeURIComponent("<script>alert(1)</script>")}`,
      400,
      unknownStatus,
      "status",
    ],
    ["a full-width status", `status=${encodeURIComponent("ｐｅｎｄｉｎｇ")}`, 400, unknownStatus, "status"],
    ["a 41-character status", `status=${"x".repeat(41)}`, 400, unknownStatus, "status"],
    ["a LIKE wildcard as status", "status=%25", 400, unknownStatus, "status"],
    ["a NUL in the search", `search=${encodeURIComponent("a\u0000b")}`, 400, forbiddenAddressMessage],
    ["a NUL in the status", `status=${encodeURIComponent("pending\u0000")}`, 400, forbiddenAddressMessage],
    ["a NUL in the page", `page=${encodeURIComponent("1\u0000")}`, 400, forbiddenAddressMessage],
    ["a NUL in a parameter's name", `${encodeURIComponent("x\u0000")}=1`, 400, forbiddenAddressMessage],
    ["a partner's session", "status=all", 403, authMessages.adminsOnly, undefined, "partner"],
    ["no session", "", 401, authMessages.unauthenticated, undefined, "anonymous"],
    ["a forged session", "", 401, authMessages.unauthenticated, undefined, "forged"],
  ];
  it.each(listCases)("GET /api/admin/deals: %s", (_label, query, status, message, field, who = "admin") => {
    const token =
      who === "partner"
        ? callers.partner
        : who === "anonymous"
          ? undefined
          : who === "forged"
            ? "forged.token.value"
            : callers.admin;
    return expectRefused(
      () => callRoute(queueRoute, `/api/admin/deals?${query}`, { token }),
      status,
      message,
      field,
    );
  });

  it("the tables are at least 25 cases each", () => {
    for (const table of [approveCases, rejectCases, stageCases, extensionCases, readCases, listCases])
      expect(table.length).toBeGreaterThanOrEqual(25);
  });

  it("a hostile search or page is no error and matches nothing it should not; the known statuses still filter", async () => {
    const list = async (query: string) =>
      callRoute(queueRoute, `/api/admin/deals?${query}`, { token: callers.admin });
    for (const q of ["%", "_", "' or '1'='1", "hostile-%", "🙂", "\u202E"]) {
      const result = await list(`search=${encodeURIComponent(q)}`);
      expect([result.status, result.json.total], q).toEqual([200, 0]);
    }
    expect((await list(`page=${encodeURIComponent("1; drop table deals")}`)).status).toBe(200);
    const ids = async (query: string) =>
      ((await list(query)).json.items as { _id: string }[]).map((deal) => deal._id).sort();
    expect(await ids("search=hostile-&status=extension")).toEqual([fixtures.requested].sort());
    expect(await ids("search=hostile-&status=rejected")).toEqual([fixtures.rejected]);
    expect(await ids("search=hostile-&status=")).toHaveLength(7);
  });
});
