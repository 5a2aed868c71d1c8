import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute, POST as createRoute } from "@/app/api/partners/referrals/route";
import { GET as partnerGetRoute } from "@/app/api/partners/referrals/[id]/route";
import { GET as queueRoute } from "@/app/api/admin/referrals/route";
import { GET as adminGetRoute } from "@/app/api/admin/referrals/[id]/route";
import { POST as statusRoute } from "@/app/api/admin/referrals/[id]/status/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import { referralBody } from "@/test/support/referrals";
import { callRoute } from "@/test/support/routes";

const db = freshTestDatabase();
let n = 0;
const ip = () => `10.42.0.${(n += 1) % 250}`;

async function refer(token: string, company: string) {
  const result = await callRoute(createRoute, "/api/partners/referrals", {
    body: referralBody({ company }),
    token,
    ip: ip(),
  });
  expect(result.status).toBe(201);
  return (result.json.referral as { id: string }).id;
}
const setStatus = (id: string, token: string, body: unknown) =>
  callRoute(statusRoute, "/x", { method: "POST", token, params: { id }, body });
const partnerEmailOf = async (partnerId: string) =>
  (
    await db()
      .selectFrom("users")
      .select("email")
      .where("partner_id", "=", partnerId)
      .executeTakeFirstOrThrow()
  ).email;

describe("the referrals queue", () => {
  it("lists open referrals, new ones first then oldest first, searchable by company or partner", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const first = await refer(partner.token, "Queue Alpha");
    const second = await refer(partner.token, "Queue Beta");
    expect((await setStatus(first, admin.token, { status: "contacted" })).status).toBe(200);
    const third = await refer(partner.token, "Queue Gamma");
    const queue = await callRoute(queueRoute, "/api/admin/referrals?search=queue ", { token: admin.token });
    expect((queue.json.items as { id: string }[]).map((r) => r.id)).toEqual([second, third, first]);
    expect((queue.json.items as { partnerName: string }[])[0]?.partnerName).toBe("Acme Advisory");
    expect((await setStatus(second, admin.token, { status: "closed" })).status).toBe(200);
    const open = await callRoute(queueRoute, "/api/admin/referrals?search=queue", { token: admin.token });
    expect((open.json.items as { id: string }[]).map((r) => r.id)).toEqual([third, first]);
    const closed = await callRoute(queueRoute, "/api/admin/referrals?status=closed&search=queue", {
      token: admin.token,
    });
    expect((closed.json.items as { id: string }[]).map((r) => r.id)).toEqual([second]);
  });

  it("qualifying is audited, in the history, emailed to the partner (referral:update) and seen by the partner", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await refer(partner.token, "Qualify Co");
    const result = await setStatus(id, admin.token, {
      status: "qualified",
      note: "Budget confirmed for Q3.",
    });
    expect(result.status).toBe(200);
    expect(result.json.referral).toMatchObject({ id, status: "qualified" });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "details"])
      .where("entity_id", "=", id)
      .execute();
    expect(audit).toEqual([
      {
        action: "referral.status",
        actor_user_id: admin.userId,
        details: JSON.stringify({ from: "submitted", to: "qualified", note: "Budget confirmed for Q3." }),
      },
    ]);
    const email = await partnerEmailOf(partner.partnerId);
    const mail = await latestMailTo(email, "Referral update: Qualify Co");
    expect(mail?.text_body).toContain("is now Qualified");
    expect(mail?.text_body).toContain("Budget confirmed for Q3.");
    const kinds = await db()
      .selectFrom("outbox")
      .select(["kind", "priority"])
      .where("ref_id", "=", id)
      .where("to_address", "=", email)
      .execute();
    expect(kinds).toEqual([{ kind: "referral:update", priority: 1 }]);
    const seen = await callRoute(partnerGetRoute, "/x", { token: partner.token, params: { id } });
    expect(seen.json.referral).toMatchObject({
      status: "qualified",
      history: [
        { to: "submitted", by: "Partner" },
        { from: "submitted", to: "qualified", by: "Programme team", note: "Budget confirmed for Q3." },
      ],
    });
    expect(JSON.stringify(seen.json)).not.toContain(admin.userId);
    const list = await callRoute(listRoute, "/api/partners/referrals", { token: partner.token });
    expect((list.json.referrals as { id: string; status: string }[]).find((r) => r.id === id)?.status).toBe(
      "qualified",
    );
  });

  it("moves through every team status, refuses the current one again (409) and an unknown id (404)", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await refer(partner.token, "Journey Co");
    for (const status of ["contacted", "qualified", "proposal_sent", "converted", "closed"]) {
      expect((await setStatus(id, admin.token, { status })).status, status).toBe(200);
    }
    expect((await setStatus(id, admin.token, { status: "closed" })).status).toBe(409);
    expect((await setStatus("missing", admin.token, { status: "closed" })).status).toBe(404);
    const detail = await callRoute(adminGetRoute, "/x", { token: admin.token, params: { id } });
    expect((detail.json.referral as { history: { to: string }[] }).history.map((h) => h.to)).toEqual([
      "submitted",
      "contacted",
      "qualified",
      "proposal_sent",
      "converted",
      "closed",
    ]);
    expect(
      await db()
        .selectFrom("outbox")
        .select("id")
        .where("ref_id", "=", id)
        .where("kind", "=", "referral:update")
        .execute(),
    ).toHaveLength(5);
  });
});
