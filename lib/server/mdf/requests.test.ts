import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as mdfRoute } from "@/app/api/partners/mdf/route";
import { PUT as reviseRoute } from "@/app/api/partners/mdf/requests/[id]/route";
import { POST as withdrawRoute } from "@/app/api/partners/mdf/requests/[id]/withdraw/route";
import { POST as rejectRoute } from "@/app/api/admin/mdf/requests/[id]/reject/route";
import { POST as changesRoute } from "@/app/api/admin/mdf/requests/[id]/changes/route";
import { POST as budgetPostRoute } from "@/app/api/admin/mdf/budgets/[partnerId]/route";
import { GET as consoleRoute } from "@/app/api/admin/mdf/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { mdfMessages } from "@/lib/validation/mdf";
import { adminToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import {
  approveRequest,
  colleagueToken,
  mdfPartner,
  nextMdfIp,
  postRequest,
  requestBody,
  submittedRequest,
} from "@/test/support/mdf";
import { createMdfRequest } from "./partner";
import { quarterOf } from "./quarters";

// Fund requests through the routes: the quarter's budget from the tier, a request at most what
// remains (409 naming it), the team's decisions, withdrawal, changes, allocations, the roles.

const db = useTestDatabase();

const budgetOf = async (token: string) => {
  const answer = await callRoute(mdfRoute, "/api/partners/mdf", { token });
  expect(answer.status).toBe(200);
  return answer.json as { budget: Record<string, number | string>; requests: Record<string, unknown>[] };
};
const countRequests = async () =>
  Number(
    (
      await db()
        .selectFrom("mdf_requests")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n,
  );

describe("the quarter's budget", () => {
  it("comes from the tier in the reporting currency, with nothing requested yet", async () => {
    const { token } = await mdfPartner("silver");
    const { budget, requests } = await budgetOf(token);
    expect(budget).toEqual({
      quarter: quarterOf(new Date()),
      currency: "USD",
      allocatedMinor: 500_000,
      carriedOverMinor: 0,
      requestedMinor: 0,
      committedMinor: 0,
      claimedMinor: 0,
      paidMinor: 0,
      remainingMinor: 500_000,
    });
    expect(requests).toEqual([]);
  });
});

describe("POST /api/partners/mdf/requests", () => {
  it("answers 201 submitted, reserves the amount, emails the team and audits it", async () => {
    const { token, partnerId } = await mdfPartner();
    const answer = await postRequest(token, requestBody(200_000));
    expect(answer.status).toBe(201);
    expect(answer.json.request).toEqual({ id: expect.any(String), planFile: null, status: "submitted" });
    const { budget, requests } = await budgetOf(token);
    expect(budget).toMatchObject({ requestedMinor: 200_000, remainingMinor: 300_000 });
    expect(requests[0]).toMatchObject({
      title: "Spring webinar series",
      status: "submitted",
      amountMinor: 200_000,
    });
    const id = (answer.json.request as { id: string }).id;
    const mail = await db()
      .selectFrom("outbox")
      .select(["kind", "subject"])
      .where("ref_id", "=", id)
      .execute();
    expect(mail).toEqual([{ kind: "mdf:request", subject: expect.stringContaining("$2,000.00") }]);
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", id).execute();
    expect(audit.map((row) => row.action)).toEqual(["mdf_request.submitted"]);
    expect(partnerId).toBeTruthy();
  });

  it("refuses more than remains with 409 naming what remains, and stores nothing", async () => {
    const { token } = await mdfPartner();
    await submittedRequest(token, 450_000);
    const before = await countRequests();
    const answer = await postRequest(token, requestBody(60_000));
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe(mdfMessages.overRemaining("$500.00"));
    expect(await countRequests()).toBe(before);
  });

  it.each([
    ["no title", { title: "" }, mdfMessages.title],
    ["an unknown activity type", { activityType: "party" }, mdfMessages.activityType],
    ["a zero amount", { amountMinor: 0 }, mdfMessages.amount],
    ["a fractional amount", { amountMinor: 10.5 }, mdfMessages.amount],
    ["an impossible date", { startDate: "2026-02-30" }, mdfMessages.date],
    [
      "an end before the start",
      { startDate: "2026-05-02", endDate: "2026-05-01" },
      mdfMessages.endBeforeStart,
    ],
    ["an unknown field", { budgetCode: "X" }, undefined],
  ])("refuses %s with a clear message and stores nothing", async (_name, fields, message) => {
    const { token } = await mdfPartner();
    const before = await countRequests();
    const answer = await postRequest(token, requestBody(10_000, fields));
    expect(answer.status).toBe(400);
    if (message) expect(answer.json.error).toBe(message);
    expect(await countRequests()).toBe(before);
  });

  it("lets finance read but not request; members request", async () => {
    const { token, partnerId } = await mdfPartner();
    const finance = await colleagueToken(partnerId, "finance");
    expect((await callRoute(mdfRoute, "/api/partners/mdf", { token: finance })).status).toBe(200);
    const refused = await postRequest(finance, requestBody(10_000));
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(memberPermissionMessages["mdf:write"]);
    const member = await colleagueToken(partnerId, "member");
    expect((await postRequest(member, requestBody(10_000))).status).toBe(201);
    expect(token).toBeTruthy();
  });

  it("of two requests racing for the last funds, exactly one fits", async () => {
    const { token } = await mdfPartner();
    await submittedRequest(token, 300_000);
    const answers = await Promise.all([
      postRequest(token, requestBody(150_000, { title: "First" })),
      postRequest(token, requestBody(150_000, { title: "Second" })),
      postRequest(token, requestBody(150_000, { title: "Third" })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const { budget } = await budgetOf(token);
    expect(budget).toMatchObject({ requestedMinor: 450_000, remainingMinor: 50_000 });
  });

  it("serialises check and insert: of many concurrent requests only those that fit are stored", async () => {
    const { partnerId } = await mdfPartner();
    const actor = { partnerId, userId: null as unknown as string, name: "Pat", companyName: "Co" };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        createMdfRequest(actor, {
          ...requestBody(100_000, { title: `Race ${i}` }),
          expectedLeads: null,
        } as never),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(5);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected"))
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    const held = await db()
      .selectFrom("mdf_requests")
      .select((eb) => eb.fn.sum<string>("amount_minor").as("total"))
      .where("partner_id", "=", partnerId)
      .executeTakeFirst();
    expect(Number(held?.total)).toBe(500_000);
  });
});

describe("the team's decisions", () => {
  it("approves in part: the approved amount is committed and the rest freed", async () => {
    const { token } = await mdfPartner();
    const admin = await adminToken();
    const id = await submittedRequest(token, 300_000);
    const approved = await approveRequest(admin.token, id, { amountMinor: 250_000 });
    expect(approved.status).toBe(200);
    expect(approved.json.request).toMatchObject({
      status: "approved",
      approvedAmount: 250_000,
      amount: 300_000,
    });
    const { budget } = await budgetOf(token);
    expect(budget).toMatchObject({ requestedMinor: 0, committedMinor: 250_000, remainingMinor: 250_000 });
    const again = await approveRequest(admin.token, id);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(mdfMessages.notDecidable);
    const bell = await db()
      .selectFrom("notifications")
      .select("message")
      .where("kind", "=", "mdf:request-decided")
      .execute();
    expect(bell.map((row) => row.message)).toContain(
      'Your market development request "Spring webinar series" was approved.',
    );
  });

  it("refuses an approval over the amount requested, and a refusal without a reason", async () => {
    const { token } = await mdfPartner();
    const admin = await adminToken();
    const id = await submittedRequest(token, 100_000);
    const over = await approveRequest(admin.token, id, { amountMinor: 100_001 });
    expect(over.status).toBe(409);
    expect(over.json.error).toBe(mdfMessages.approveOverRequested("$1,000.00"));
    const noReason = await callRoute(rejectRoute, "/x", {
      token: admin.token,
      params: { id },
      body: { reason: "" },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error).toBe(mdfMessages.reason);
    expect((await budgetOf(token)).budget).toMatchObject({ requestedMinor: 100_000, committedMinor: 0 });
    const refused = await callRoute(rejectRoute, "/x", {
      token: admin.token,
      params: { id },
      body: { reason: "Out of the programme's focus this quarter." },
    });
    expect(refused.status).toBe(200);
    expect((await budgetOf(token)).budget).toMatchObject({ requestedMinor: 0, remainingMinor: 500_000 });
  });

  it("asks for changes, the partner revises; withdrawal only before a decision", async () => {
    const { token } = await mdfPartner();
    const admin = await adminToken();
    const id = await submittedRequest(token, 100_000);
    const asked = await callRoute(changesRoute, "/x", {
      token: admin.token,
      params: { id },
      body: { reason: "Please add the expected attendees." },
    });
    expect(asked.json.request).toMatchObject({ status: "changes_requested" });
    const revised = await callRoute(reviseRoute, "/x", {
      method: "PUT",
      token,
      params: { id },
      body: requestBody(120_000, { expectedAttendees: 150 }),
      ip: nextMdfIp(),
    });
    expect(revised.status).toBe(200);
    expect(revised.json.request).toEqual({ id, status: "submitted", planFile: null });
    const withdrawn = await callRoute(withdrawRoute, "/x", { method: "POST", token, params: { id } });
    expect(withdrawn.json.request).toEqual({ id, status: "withdrawn" });
    const late = await callRoute(withdrawRoute, "/x", { method: "POST", token, params: { id } });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(mdfMessages.notWithdrawable);
    expect((await budgetOf(token)).budget).toMatchObject({ requestedMinor: 0, remainingMinor: 500_000 });
  });

  it("lists what waits for the team", async () => {
    const { token } = await mdfPartner();
    const admin = await adminToken();
    const id = await submittedRequest(token, 10_000);
    const answer = await callRoute(consoleRoute, "/api/admin/mdf", { token: admin.token });
    expect((answer.json.requests as { id: string }[]).map((row) => row.id)).toContain(id);
  });
});

describe("the team's allocations", () => {
  it("sets a partner's own allocation or tops it up, never below what the quarter holds", async () => {
    const { token, partnerId } = await mdfPartner("bronze");
    const admin = await adminToken();
    const quarter = quarterOf(new Date());
    const post = (body: unknown) =>
      callRoute(budgetPostRoute, "/x", { token: admin.token, params: { partnerId }, body });
    expect((await budgetOf(token)).budget.allocatedMinor).toBe(0);
    const set = await post({ quarter, kind: "override", amountMinor: 200_000, reason: "Launch partner" });
    expect(set.json.budget).toMatchObject({ allocatedMinor: 200_000, remainingMinor: 200_000 });
    await submittedRequest(token, 150_000);
    const below = await post({ quarter, kind: "override", amountMinor: 100_000, reason: "Cut" });
    expect(below.status).toBe(409);
    expect(below.json.error).toBe(mdfMessages.allocationBelowHeld("$1,500.00"));
    const topUp = await post({ quarter, kind: "top_up", amountMinor: 50_000, reason: "Trade show" });
    expect(topUp.json.budget).toMatchObject({ allocatedMinor: 250_000, remainingMinor: 100_000 });
    const bad = await post({ quarter: "2026-Q5", kind: "top_up", amountMinor: 1, reason: "x" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(mdfMessages.quarter);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", partnerId)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(["mdf_allocation.set", "mdf_allocation.top_up"]);
  });
});
