import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/deals/route";
import { GET as partnerDealRoute } from "@/app/api/partners/deals/[id]/route";
import { PATCH as editRoute, DELETE as deleteRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { POST as createItemRoute } from "@/app/api/admin/partners/[id]/[collection]/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import { minorFromDb } from "@/lib/money";
import { DAY_MS } from "@/lib/time";

// Issue 14: the console's generic data editor cannot bypass the deal registration rules.
// Another partner's attempt on the customer is the test that the protection still holds.

const db = freshTestDatabase();
let n = 0;
const ip = () => `10.40.0.${(n += 1) % 250}`;
const workflowOnly =
  "A registered deal's status, stage and protection change only in the deals queue (approve, reject, set stage, extensions), which keeps the customer's protection and the deal's history.";

async function register(token: string, website: string) {
  const result = await callRoute(createRoute, "/api/partners/deals", {
    body: dealBody({ customerWebsite: website, customerName: `Customer ${website}` }),
    token,
    ip: ip(),
  });
  expect(result.status).toBe(201);
  return (result.json.deal as { _id: string })._id;
}
const edit = (token: string, id: string, body: unknown) =>
  callRoute(editRoute, "/x", { method: "PATCH", token, body, params: { collection: "deals", itemId: id } });
const row = async (id: string) => {
  const found = await db()
    .selectFrom("deals")
    .select(["status", "stage", "protection_expires", "active_domain", "customer_name", "deal_size_minor"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...found, deal_size_minor: minorFromDb(found.deal_size_minor) };
};

describe("the data editor on a registered deal", () => {
  it.each([
    ["approving a pending deal", { status: "approved" }],
    ["rejecting it", { status: "rejected" }],
    ["closing it lost (frees the customer)", { status: "closed_lost" }],
    ["closing it won (no commission would follow)", { status: "closed_won" }],
    ["moving its stage", { stage: "negotiation" }],
    [
      "giving a pending deal a protection date (it would hold the customer unreviewed)",
      { protectionExpires: "2030-01-01" },
    ],
    ["clearing a running protection's date", { protectionExpires: null }],
    ["a workflow field next to an allowed one", { customerName: "Renamed", status: "approved" }],
  ])("refuses %s with 409 and changes nothing", async (label, body) => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await register(partner.token, `editor-${(n += 1)}.example`);
    if (label.includes("running")) await approveDeal(id, { actorUserId: admin.userId });
    const before = await row(id);
    const events = await db().selectFrom("deal_events").select("id").where("deal_id", "=", id).execute();
    const result = await edit(admin.token, id, body);
    expect([result.status, result.json.error]).toEqual([409, workflowOnly]);
    expect(await row(id)).toEqual(before);
    expect(
      await db().selectFrom("deal_events").select("id").where("deal_id", "=", id).execute(),
    ).toHaveLength(events.length);
  });

  it("keeps protection: after a refused status change another partner still gets the conflict", async () => {
    const admin = await adminToken();
    const [holder, rival] = [await partnerToken(), await partnerToken()];
    const id = await register(holder.token, "held.example");
    await approveDeal(id, { actorUserId: admin.userId });
    expect((await edit(admin.token, id, { status: "closed_lost" })).status).toBe(409);
    const attempt = await callRoute(createRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: "https://held.example" }),
      token: rival.token,
      ip: ip(),
    });
    expect([attempt.status, attempt.json.error]).toEqual([
      409,
      "This customer is already registered by another partner.",
    ]);
  });

  it("allows corrections (name, value, decision maker) and shows them in the partner's history; resent unchanged workflow fields pass", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await register(partner.token, "correct.example");
    await approveDeal(id, { actorUserId: admin.userId });
    const { protection_expires: expires } = await row(id);
    const result = await edit(admin.token, id, {
      customerName: "Contoso Group",
      dealSize: 150000,
      status: "approved",
      stage: "prospecting",
      protectionExpires: expires!.slice(0, 10),
    });
    expect(result.status).toBe(200);
    expect(await row(id)).toMatchObject({
      customer_name: "Contoso Group",
      deal_size_minor: 15_000_000,
      status: "approved",
      protection_expires: expires,
      active_domain: "correct.example",
    });
    const seen = await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id } });
    expect((seen.json.deal as { history: { kind: string; by: string }[] }).history.at(-1)).toMatchObject({
      kind: "edit",
      by: "Programme team",
    });
  });

  it("moves the end of a running protection (kept in the history); a protection that ended cannot be given a new date", async () => {
    const admin = await adminToken();
    const [holder, rival] = [await partnerToken(), await partnerToken()];
    const id = await register(holder.token, "moved.example");
    await approveDeal(id, { actorUserId: admin.userId });
    const soon = new Date(Date.now() + 20 * DAY_MS).toISOString();
    const moved = await edit(admin.token, id, { protectionExpires: soon });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(await row(id)).toMatchObject({ status: "approved", active_domain: "moved.example" });
    expect((await row(id)).protection_expires!.slice(0, 10)).toBe(soon.slice(0, 10));
    const seen = await callRoute(partnerDealRoute, "/x", { token: holder.token, params: { id } });
    expect((seen.json.deal as { history: { kind: string }[] }).history.at(-1)).toMatchObject({
      kind: "edit",
    });
    const blocked = await callRoute(createRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: "moved.example" }),
      token: rival.token,
      ip: ip(),
    });
    expect(blocked.status).toBe(409);

    // Ended: the customer is free; a new date would claim it again without the conflict check.
    await db()
      .updateTable("deals")
      .set({ protection_expires: new Date(Date.now() - DAY_MS).toISOString() })
      .where("id", "=", id)
      .execute();
    const before = await row(id);
    const refused = await edit(admin.token, id, { protectionExpires: soon });
    expect([refused.status, refused.json.error]).toEqual([409, workflowOnly]);
    expect(await row(id)).toEqual(before);
  });

  it("refuses a new value for a closed won deal, whose commission came from it", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await register(partner.token, "won.example");
    await approveDeal(id, { actorUserId: admin.userId });
    await setDealStage(id, "closed_won", { actorUserId: admin.userId });
    const result = await edit(admin.token, id, { dealSize: 1 });
    expect([result.status, result.json.error]).toEqual([
      409,
      "The value of a closed won deal cannot change here: its commission was computed from it.",
    ]);
    expect((await row(id)).deal_size_minor).toBe(12_000_000);
  });

  it("refuses to delete a registered deal (the customer stays protected), deletes a hand-entered one", async () => {
    const admin = await adminToken();
    const [holder, rival] = [await partnerToken(), await partnerToken()];
    const id = await register(holder.token, "kept.example");
    const removal = await callRoute(deleteRoute, "/x", {
      method: "DELETE",
      token: admin.token,
      params: { collection: "deals", itemId: id },
    });
    expect(removal.status).toBe(409);
    expect(removal.json.error).toMatch(/cannot be deleted here/);
    expect((await row(id)).active_domain).toBe("kept.example");
    const attempt = await callRoute(createRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: "kept.example" }),
      token: rival.token,
      ip: ip(),
    });
    expect(attempt.status).toBe(409);

    const created = await callRoute(createItemRoute, "/x", {
      body: { customerName: "Hand Entered", dealSize: 5000 },
      token: admin.token,
      params: { id: holder.partnerId, collection: "deals" },
    });
    const handId =
      (created.json.item as { _id?: string; id?: string })._id ?? (created.json.item as { id: string }).id;
    expect((await edit(admin.token, handId, { status: "approved", stage: "proposal" })).status).toBe(200);
    expect(
      (
        await callRoute(deleteRoute, "/x", {
          method: "DELETE",
          token: admin.token,
          params: { collection: "deals", itemId: handId },
        })
      ).status,
    ).toBe(200);
  });
});

describe("the data editor on a deal in another currency", () => {
  it("writes a corrected value in the deal's own minor unit (whole yen)", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const created = await callRoute(createRoute, "/api/partners/deals", {
      body: dealBody({
        customerWebsite: "yen-deal.example",
        customerName: "Yen Deal",
        currency: "JPY",
        dealSize: 5000,
      }),
      token: partner.token,
      ip: ip(),
    });
    expect(created.status).toBe(201);
    const id = (created.json.deal as { _id: string })._id;
    expect((await row(id)).deal_size_minor).toBe(5000);
    expect((await edit(admin.token, id, { dealSize: 7000 })).status).toBe(200);
    expect((await row(id)).deal_size_minor).toBe(7000);
  });
});
