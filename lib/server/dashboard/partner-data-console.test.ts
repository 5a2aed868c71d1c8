import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { PATCH as patchRoute, DELETE as deleteRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { GET as adminDataRoute } from "@/app/api/admin/partners/[id]/data/route";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { signIn, admin, create } from "@/test/support/partner-data";

// The programme team's operations on a partner's data: create, update, delete, audited; refused to
// a partner.

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("admin data operations", () => {
  it.each([
    ["deals", { dealSize: 1 }],
    ["deals", { customerName: "X", dealSize: "big" }],
    ["deals", { customerName: "X", dealSize: -5 }],
    ["deals", { customerName: "X", dealSize: 5, status: "won" }],
    ["deals", { customerName: "X", dealSize: 5, protectionExpires: "next week" }],
    ["deals", { customerName: "X".repeat(201), dealSize: 5 }],
    ["commissions", { amount: 5, rate: 101 }],
    ["commissions", { amount: 5, rate: 10, status: "paid" }],
    ["commissions", { amount: 5, rate: 10, dealId: "someone-elses-deal" }],
    ["referrals", { company: "A", contact: "B", email: "not-an-email", expectedValue: 1 }],
    ["resources", { title: "T", category: "Legal", type: "PDF" }],
    ["training", { title: "T", duration: "1h", progress: 101 }],
    ["notifications", { message: "" }],
  ])("400 for %s %j; nothing stored", async (collection, body) => {
    const token = await admin();
    const account = await createTestPartner();
    const result = await create(token, account.partner.id, collection, body);
    expect(result.status).toBe(400);
    const data = (await callRoute(adminDataRoute, "/x", { token, params: { id: account.partner.id } })).json;
    expect(
      Object.values(data)
        .filter(Array.isArray)
        .flat()
        .filter((item: { title?: string }) => item.title !== "Brand kit"),
    ).toEqual([]);
  });

  it("404 for an unknown collection, partner or item", async () => {
    const token = await admin();
    const account = await createTestPartner();
    expect((await create(token, account.partner.id, "invoices", { amount: 1 })).status).toBe(404);
    expect((await create(token, "missing", "deals", { customerName: "X", dealSize: 1 })).status).toBe(404);
    expect(
      (
        await callRoute(patchRoute, "/x", {
          method: "PATCH",
          body: { dealSize: 2 },
          token,
          params: { collection: "deals", itemId: "missing" },
        })
      ).status,
    ).toBe(404);
  });

  it("marks a commission paid only with a reference; updates keep other fields; delete is audited", async () => {
    const token = await admin();
    const account = await createTestPartner();
    const created = await create(token, account.partner.id, "commissions", { amount: 900, rate: 7.5 });
    const id = (created.json.item as { _id: string })._id;
    const patch = (body: unknown) =>
      callRoute(patchRoute, "/x", {
        method: "PATCH",
        body,
        token,
        params: { collection: "commissions", itemId: id },
      });
    expect((await patch({ status: "paid" })).json.error).toBe(
      "A payment reference is required to mark a commission paid.",
    );
    expect((await patch({})).json.error).toBe("Nothing to update.");
    expect((await patch({ amount: 1, partner_id: "other" })).status).toBe(400);
    const paid = await patch({ status: "paid", paymentReference: "WIRE-2025-001", payoutDate: "2025-06-30" });
    expect(paid.json.item).toMatchObject({
      amount: 900,
      rate: 7.5,
      status: "paid",
      paymentReference: "WIRE-2025-001",
      payoutDate: "2025-06-30",
    });
    expect(
      (
        await callRoute(deleteRoute, "/x", {
          method: "DELETE",
          token,
          params: { collection: "commissions", itemId: id },
        })
      ).status,
    ).toBe(200);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", account.partner.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "commissions.created",
      "commissions.updated",
      "commissions.deleted",
    ]);
  });

  it("a partner session cannot use the admin operations", async () => {
    const account = await createTestPartner();
    const token = await signIn(account.email, account.password);
    const result = await create(token, account.partner.id, "deals", {
      customerName: "Self-approved",
      dealSize: 1e9,
    });
    expect(result.status).toBe(403);
    expect(
      await db().selectFrom("deals").select("id").where("partner_id", "=", account.partner.id).execute(),
    ).toEqual([]);
  });
});
