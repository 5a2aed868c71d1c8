import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute, POST as createRoute } from "@/app/api/partners/referrals/route";
import { GET as getRoute } from "@/app/api/partners/referrals/[id]/route";
import { POST as followUpRoute } from "@/app/api/partners/referrals/[id]/follow-up/route";
import { followUpReferral } from "@/lib/server/referrals/follow-up-referral";
import { partnerToken } from "@/test/support/accounts";
import { referralBody, referralFootprint } from "@/test/support/referrals";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";

// The sender runs in the background after each commit; tests read the outbox themselves.
const db = freshTestDatabase();
const nextIp = clientAddresses("10.40");
const create = (token: string, body: unknown, headers?: Record<string, string>) =>
  callRoute(createRoute, "/api/partners/referrals", { body, token, ip: nextIp(), headers });
const followUp = (token: string, id: string, body: unknown = { note: "Any news from their CFO?" }) =>
  callRoute(followUpRoute, "/x", { method: "POST", token, params: { id }, body, ip: nextIp() });

/** A referral stored earlier (by the console's editor or before tracking), `daysAgo` days ago. */
async function olderReferral(partnerId: string, email: string, daysAgo: number, held: boolean) {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  await db()
    .insertInto("referrals")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      company: "Old Co",
      contact: "Old Contact",
      email,
      expected_value_minor: 100,
      status: "contacted",
      referred_date: at,
      created_at: at,
      updated_at: at,
      active_email: held ? email.toLowerCase() : null,
    })
    .execute();
}

describe("referring a lead", () => {
  it("answers 201 with the referral as the list shows it, emails the team, records the history and lists it", async () => {
    const { token, partnerId } = await partnerToken();
    const body = referralBody({ email: "Riley.Lead@Lamna.example" });
    const result = await create(token, body);
    expect(result.status).toBe(201);
    const referral = result.json.referral as Record<string, unknown>;
    expect(result.json.success).toBe(true);
    // The one referral shape, as the list and the details read it.
    expect(Object.keys(referral).sort()).toEqual([
      "company",
      "contact",
      "createdAt",
      "currency",
      "email",
      "expectedValueMinor",
      "id",
      "lastFollowUpAt",
      "notes",
      "phone",
      "referredDate",
      "registeredBy",
      "source",
      "status",
      "updatedAt",
    ]);
    expect(referral).toMatchObject({
      company: "Lamna Healthcare",
      contact: "Riley Lead",
      email: "Riley.Lead@Lamna.example",
      expectedValueMinor: 4_800_000,
      currency: "USD",
      status: "submitted",
    });
    const list = await callRoute(listRoute, "/api/partners/referrals", { token });
    expect(list.json.referrals).toEqual([referral]);
    const outbox = await db()
      .selectFrom("outbox")
      .select(["to_address", "kind", "subject", "text_body"])
      .where("ref_id", "=", referral.id as string)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      to_address: "partners@finlytic.ai",
      kind: "referral:submitted",
      subject: expect.stringContaining("Lamna Healthcare"),
    });
    expect(outbox[0]?.text_body).toContain("+1 (555) 010-2030");
    const one = await callRoute(getRoute, "/x", { token, params: { id: referral.id as string } });
    expect(one.json.referral).toMatchObject({
      id: referral.id,
      phone: "+1 (555) 010-2030",
      notes: body.notes,
      history: [{ kind: "status", from: null, to: "submitted", by: "Partner" }],
    });
    const row = await db()
      .selectFrom("referrals")
      .select(["partner_id", "active_email"])
      .where("id", "=", referral.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ partner_id: partnerId, active_email: "riley.lead@lamna.example" });
  });

  it("leaves phone and expected value out when not given", async () => {
    const { token } = await partnerToken();
    const result = await create(
      token,
      referralBody({ phone: undefined, expectedValue: undefined, notes: undefined }),
    );
    expect(result.status).toBe(201);
    expect(result.json.referral).toMatchObject({ expectedValueMinor: 0, currency: "USD" });
    const one = await callRoute(getRoute, "/x", {
      token,
      params: { id: (result.json.referral as { id: string }).id },
    });
    expect(one.json.referral).toMatchObject({ phone: "", notes: "" });
  });

  it("409s the same email (any case, any partner) within 90 days, without saying who referred it", async () => {
    const first = await partnerToken();
    const second = await partnerToken();
    expect((await create(first.token, referralBody({ email: "dup@contoso.example" }))).status).toBe(201);
    const before = await referralFootprint();
    for (const [who, email] of [
      [second, "DUP@contoso.example"],
      [first, " dup@CONTOSO.example "],
      [second, "dup@contoso.example"],
    ] as const) {
      const conflict = await create(who.token, referralBody({ email }));
      expect([conflict.status, conflict.json.error]).toEqual([
        409,
        "This contact has already been referred.",
      ]);
      expect(JSON.stringify(conflict.json)).not.toContain(first.partnerId);
      expect(JSON.stringify(conflict.json)).not.toContain("Test Partner");
    }
    expect(await referralFootprint()).toEqual(before);
  });

  it("counts the window from the earlier referral: 89 days ago blocks, 91 days ago does not", async () => {
    const { token, partnerId } = await partnerToken();
    await olderReferral(partnerId, "recent@window.example", 89, false);
    expect((await create(token, referralBody({ email: "Recent@window.example" }))).status).toBe(409);
    await olderReferral(partnerId, "held@window.example", 91, true);
    expect((await create(token, referralBody({ email: "held@window.example" }))).status).toBe(201);
    await olderReferral(partnerId, "stale@window.example", 120, false);
    expect((await create(token, referralBody({ email: "stale@window.example" }))).status).toBe(201);
    expect((await create(token, referralBody({ email: "stale@window.example" }))).status).toBe(409);
  });

  it("concurrent submits of one contact: exactly one is stored", async () => {
    const racers = await Promise.all(Array.from({ length: 4 }, () => partnerToken()));
    const results = await Promise.all(
      racers.map((racer) => create(racer.token, referralBody({ email: "race@referral.example" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(
      await db().selectFrom("referrals").select("id").where("email", "=", "race@referral.example").execute(),
    ).toHaveLength(1);
  });

  it("needs a session and a same-site Origin; stores nothing otherwise", async () => {
    const before = await referralFootprint();
    expect((await callRoute(createRoute, "/api/partners/referrals", { body: referralBody() })).status).toBe(
      401,
    );
    const { token } = await partnerToken();
    expect((await create(token, referralBody(), { origin: "https://evil.example" })).status).toBe(403);
    expect(await referralFootprint()).toEqual(before);
  });
});

describe("following up", () => {
  it("sends the team the note once per 24 hours; a second answers 429 with a clear message", async () => {
    const { token } = await partnerToken();
    const id = ((await create(token, referralBody({ company: "Follow Co" }))).json.referral as { id: string })
      .id;
    const first = await followUp(token, id);
    expect(first.status).toBe(200);
    expect(first.json.referral).toMatchObject({
      id,
      history: [{ to: "submitted" }, { kind: "follow_up", note: "Any news from their CFO?", by: "Partner" }],
    });
    const mail = await db()
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("ref_id", "=", id)
      .where("kind", "=", "referral:follow-up")
      .execute();
    expect(mail).toEqual([
      { to_address: "partners@finlytic.ai", text_body: expect.stringContaining("Any news from their CFO?") },
    ]);
    const before = await referralFootprint();
    const second = await followUp(token, id, { note: "Again?" });
    expect([second.status, second.json.error]).toEqual([
      429,
      "You have already followed up on this referral in the last 24 hours. Please try again later.",
    ]);
    expect(await referralFootprint()).toEqual(before);
  });

  it("allows the next follow-up after 24 hours, and lets one of two concurrent ones through", async () => {
    const { token, partnerId } = await partnerToken();
    const id = ((await create(token, referralBody())).json.referral as { id: string }).id;
    const user = await db()
      .selectFrom("users")
      .select("id")
      .where("partner_id", "=", partnerId)
      .executeTakeFirstOrThrow();
    const actor = { partnerId, userId: user.id, companyName: "Test" };
    const both = await Promise.allSettled([followUp(token, id), followUp(token, id)]);
    expect(both.map((r) => (r.status === "fulfilled" ? r.value.status : 0)).sort()).toEqual([200, 429]);
    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    const next = await followUpReferral(actor, id, "A day later", later);
    expect(next.history.filter((h) => h.kind === "follow_up")).toHaveLength(2);
  });

  it("another partner's referral is 404 for reading and following up; nothing is sent", async () => {
    const owner = await partnerToken();
    const intruder = await partnerToken();
    const id = ((await create(owner.token, referralBody())).json.referral as { id: string }).id;
    const before = await referralFootprint();
    expect((await callRoute(getRoute, "/x", { token: intruder.token, params: { id } })).status).toBe(404);
    const foreign = await followUp(intruder.token, id);
    expect([foreign.status, foreign.json.error]).toEqual([404, "Referral not found."]);
    expect(await referralFootprint()).toEqual(before);
    expect((await followUp(owner.token, id)).status).toBe(200);
  });
});
