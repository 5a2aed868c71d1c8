import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { PATCH as editRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { POST as createItemRoute } from "@/app/api/admin/partners/[id]/[collection]/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";

// A commission's every status is kept with who and when: a commission the team enters or
// corrects by hand in the data editor gets its ledger events like one the product made.

const db = useTestDatabase();

describe("the data editor's commissions", () => {
  it("record the entered status and every change of it as ledger events, by the admin", async () => {
    const admin = await adminToken();
    const { partnerId } = await partnerToken();
    const created = await callRoute(createItemRoute, "/x", {
      token: admin.token,
      body: { amount: 1000.1, rate: 12.5 },
      params: { id: partnerId, collection: "commissions" },
    });
    expect(created.status).toBe(200);
    const id = (created.json.item as { _id: string })._id;
    const edit = (body: unknown) =>
      callRoute(editRoute, "/x", {
        method: "PATCH",
        token: admin.token,
        body,
        params: { collection: "commissions", itemId: id },
      });
    expect((await edit({ status: "approved" })).status).toBe(200);
    // An edit that leaves the status as it is adds no event.
    expect((await edit({ rate: 15 })).status).toBe(200);
    const events = await db()
      .selectFrom("commission_events")
      .select(["from_status", "to_status", "actor_user_id", "actor_role"])
      .where("commission_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(events).toEqual([
      { from_status: null, to_status: "pending", actor_user_id: admin.userId, actor_role: "admin" },
      { from_status: "pending", to_status: "approved", actor_user_id: admin.userId, actor_role: "admin" },
    ]);
  });
});
