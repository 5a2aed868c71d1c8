import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { partnerToken } from "@/test/support/accounts";
import { dealBody, dealFootprint, postDeal } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import { nextIp, create } from "@/test/support/partner-deals";

// A partner's own deal: edits while pending, withdrawal, the commission it carries, and no
// access to another partner's deals.

// The sender runs in the background after each commit; tests read the outbox themselves.
// Bad input on every partner deal endpoint, its limits and its guards: bad-input-*.test.ts.

const db = freshTestDatabase();

describe("registering a deal", () => {
  it("edits while pending, withdraws (freeing the domain), and refuses both afterwards", async () => {
    const owner = await partnerToken();
    const other = await partnerToken();
    const deal = (await create(owner.token, dealBody({ customerWebsite: "tailspin.example" }))).json.deal as {
      _id: string;
    };
    const edited = await callRoute(patchRoute, "/x", {
      method: "PATCH",
      token: owner.token,
      params: { id: deal._id },
      body: dealBody({ customerWebsite: "tailspin.example", dealSize: 5000, customerName: "Tailspin" }),
    });
    expect(edited.json.deal).toMatchObject({ dealSize: 5000, customerName: "Tailspin" });
    expect((await create(other.token, dealBody({ customerWebsite: "tailspin.example" }))).status).toBe(409);
    const withdrawn = await callRoute(withdrawRoute, "/x", {
      method: "POST",
      token: owner.token,
      params: { id: deal._id },
    });
    expect(withdrawn.json.deal).toMatchObject({ status: "withdrawn" });
    expect(
      (await callRoute(withdrawRoute, "/x", { method: "POST", token: owner.token, params: { id: deal._id } }))
        .status,
    ).toBe(409);
    expect(
      (
        await callRoute(patchRoute, "/x", {
          method: "PATCH",
          token: owner.token,
          params: { id: deal._id },
          body: dealBody(),
        })
      ).status,
    ).toBe(409);
    expect(
      (await create(other.token, dealBody({ customerWebsite: "https://tailspin.example" }))).status,
    ).toBe(201);
    const history = (await callRoute(getRoute, "/x", { token: owner.token, params: { id: deal._id } })).json
      .deal as { history: { kind: string; to: string | null }[] };
    expect(history.history.map((h) => `${h.kind}:${h.to ?? ""}`)).toEqual([
      "status:pending",
      "edit:",
      "status:withdrawn",
    ]);
  });

  it("withdrawing an approved deal frees its customer: another partner can then register it", async () => {
    const owner = await partnerToken();
    const other = await partnerToken();
    const deal = (
      await create(owner.token, dealBody({ customerWebsite: "https://www.northwind-approved.example/" }))
    ).json.deal as { _id: string };
    await approveDeal(deal._id, { actorUserId: null });
    const blocked = await create(other.token, dealBody({ customerWebsite: "northwind-approved.example" }));
    expect([blocked.status, blocked.json.error]).toEqual([
      409,
      "This customer is already registered by another partner.",
    ]);
    const withdrawn = await callRoute(withdrawRoute, "/x", {
      method: "POST",
      token: owner.token,
      params: { id: deal._id },
    });
    expect([withdrawn.status, (withdrawn.json.deal as { status: string }).status]).toEqual([
      200,
      "withdrawn",
    ]);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "active_domain"])
        .where("id", "=", deal._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "withdrawn", active_domain: null });
    const taken = await create(
      other.token,
      dealBody({ customerWebsite: "http://NORTHWIND-approved.example/contact" }),
    );
    expect([
      taken.status,
      (taken.json.deal as { status: string; customerDomain: string }).customerDomain,
    ]).toEqual([201, "northwind-approved.example"]);
    const holders = await db()
      .selectFrom("deals")
      .select(["partner_id", "status"])
      .where("active_domain", "=", "northwind-approved.example")
      .execute();
    expect(holders).toEqual([{ partner_id: other.partnerId, status: "pending" }]);
    const history = (await callRoute(getRoute, "/x", { token: owner.token, params: { id: deal._id } })).json
      .deal as { history: { kind: string; from: string | null; to: string | null; by: string }[] };
    expect(history.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, "pending", "Partner"],
      ["pending", "approved", "Programme team"],
      ["approved", "withdrawn", "Partner"],
    ]);
  });

  it("another partner's deal is 404 for reading, editing and withdrawing; nothing changes", async () => {
    const owner = await partnerToken();
    const intruder = await partnerToken();
    const deal = (await create(owner.token, dealBody({ customerWebsite: "private.example" }))).json.deal as {
      _id: string;
    };
    expect(
      (await callRoute(getRoute, "/x", { token: intruder.token, params: { id: deal._id } })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(patchRoute, "/x", {
          method: "PATCH",
          token: intruder.token,
          params: { id: deal._id },
          body: dealBody({ customerWebsite: "private.example" }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(withdrawRoute, "/x", {
          method: "POST",
          token: intruder.token,
          params: { id: deal._id },
        })
      ).status,
    ).toBe(404);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "customer_name"])
        .where("id", "=", deal._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "pending", customer_name: "Contoso Ltd" });
  });

  it("details carry the commission: estimated at the partner's rate, the ledger's once won, none once refused", async () => {
    const { token, partnerId } = await partnerToken();
    const read = async (id: string) =>
      (await callRoute(getRoute, "/x", { token, params: { id } })).json.deal as Record<string, unknown>;
    const won = (await create(token, dealBody({ customerWebsite: "earner.example" }))).json.deal as {
      _id: string;
    };
    expect((await read(won._id)).commission).toEqual({
      amount: 12000,
      currency: "USD",
      rate: 10,
      status: null,
    });
    await db().updateTable("partners").set({ commission_rate: 12.5 }).where("id", "=", partnerId).execute();
    expect((await read(won._id)).commission).toMatchObject({ amount: 15000, rate: 12.5, status: null });
    await approveDeal(won._id, { actorUserId: null });
    await setDealStage(won._id, "closed_won", { actorUserId: null });
    await db().updateTable("partners").set({ commission_rate: 20 }).where("id", "=", partnerId).execute();
    expect((await read(won._id)).commission).toEqual({
      amount: 15000,
      currency: "USD",
      rate: 12.5,
      status: "pending",
    });
    const refused = (await create(token, dealBody({ customerWebsite: "refused.example" }))).json.deal as {
      _id: string;
    };
    await rejectDeal(refused._id, "Outside the programme's regions.", { actorUserId: null });
    expect((await read(refused._id)).commission).toBeNull();
  });

  it("needs a session and a same-site Origin", async () => {
    const before = await dealFootprint();
    expect((await postDeal("", dealBody(), { ip: nextIp() })).status).toBe(401);
    const { token } = await partnerToken();
    const foreign = await create(token, dealBody({ customerWebsite: "origin.example" }), {
      origin: "https://evil.example",
    });
    expect([foreign.status, foreign.json.error]).toEqual([403, "Cross-site requests are not allowed."]);
    expect(await dealFootprint()).toEqual(before);
  });
});
