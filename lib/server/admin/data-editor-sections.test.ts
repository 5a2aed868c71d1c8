import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { DELETE as deleteRoute, PATCH as editRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { POST as createItemRoute } from "@/app/api/admin/partners/[id]/[collection]/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";

// The data editor's referrals, training courses and notifications are written by their own
// domains: each answer is the domain's shape, each change audited on the partner with the
// columns it set, and a deleted item is gone.

const db = useTestDatabase();

async function editorFor(collection: string) {
  const admin = await adminToken();
  const { partnerId } = await partnerToken();
  const create = (body: unknown) =>
    callRoute(createItemRoute, "/x", { token: admin.token, body, params: { id: partnerId, collection } });
  const edit = (itemId: string, body: unknown) =>
    callRoute(editRoute, "/x", { method: "PATCH", token: admin.token, body, params: { collection, itemId } });
  const remove = (itemId: string) =>
    callRoute(deleteRoute, "/x", { method: "DELETE", token: admin.token, params: { collection, itemId } });
  const audit = () =>
    db()
      .selectFrom("audit_log")
      .select(["action", "entity_id", "details", "actor_user_id"])
      .where("entity_id", "=", partnerId)
      .orderBy("created_at")
      .execute();
  return { admin, partnerId, create, edit, remove, audit };
}

describe("the data editor's sections written by their domains", () => {
  it("enters, corrects and deletes a referral", async () => {
    const editor = await editorFor("referrals");
    const created = await editor.create({
      company: "Contoso",
      contact: "Ada",
      email: "ada@contoso.test",
      expectedValue: 1200.5,
    });
    expect(created.status).toBe(200);
    const item = created.json.item as {
      id: string;
      status: string;
      expectedValueMinor: number;
      referredDate: string;
    };
    // Typed in dollars, kept and answered in cents.
    expect(item).toMatchObject({ status: "contacted", expectedValueMinor: 120_050, currency: "USD" });
    expect(item.referredDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const edited = await editor.edit(item.id, { status: "qualified", company: "Contoso Ltd" });
    expect(edited.json.item).toMatchObject({
      id: item.id,
      status: "qualified",
      company: "Contoso Ltd",
      contact: "Ada",
    });
    expect((await editor.remove(item.id)).status).toBeLessThan(300);
    expect(
      await db().selectFrom("referrals").select("id").where("id", "=", item.id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await editor.audit();
    expect(audit.map((entry) => entry.action)).toEqual([
      "referrals.created",
      "referrals.updated",
      "referrals.deleted",
    ]);
    expect(JSON.parse(audit[1]!.details!).changes).toMatchObject({
      status: "qualified",
      company: "Contoso Ltd",
    });
    expect(JSON.parse(audit[1]!.details!).changes).not.toHaveProperty("email");
    expect(audit.every((entry) => entry.actor_user_id === editor.admin.userId)).toBe(true);
  });

  it("dates a training course completed without a date, and keeps a certificate as a flag", async () => {
    const editor = await editorFor("training");
    const created = await editor.create({
      title: "Sales basics",
      duration: "1h",
      status: "completed",
      progress: 100,
      certificate: true,
    });
    expect(created.status).toBe(200);
    const course = created.json.item as { id: string; completedDate: string | null; certificate: boolean };
    expect(course.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(course.certificate).toBe(true);
    const edited = await editor.edit(course.id, { certificate: false, currentModule: "Two" });
    expect(edited.json.item).toMatchObject({
      certificate: false,
      currentModule: "Two",
      title: "Sales basics",
    });
    expect((await editor.remove(course.id)).status).toBeLessThan(300);
    expect((await editor.audit()).map((entry) => entry.action)).toEqual([
      "training.created",
      "training.updated",
      "training.deleted",
    ]);
  });

  it("posts, rewords and deletes a notification for the whole company", async () => {
    const editor = await editorFor("notifications");
    const created = await editor.create({ message: "Quarterly review on Friday." });
    expect(created.status).toBe(200);
    const note = created.json.item as { id: string; read: boolean };
    expect(note).toMatchObject({ message: "Quarterly review on Friday.", read: false });
    const row = await db()
      .selectFrom("notifications")
      .selectAll()
      .where("id", "=", note.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ partner_id: editor.partnerId, user_id: null, link: null });
    const edited = await editor.edit(note.id, { message: "Quarterly review on Monday." });
    expect(edited.json.item).toMatchObject({ message: "Quarterly review on Monday." });
    expect((await editor.remove(note.id)).status).toBeLessThan(300);
    expect((await editor.remove(note.id)).status).toBe(404);
    expect((await editor.audit()).map((entry) => entry.action)).toEqual([
      "notifications.created",
      "notifications.updated",
      "notifications.deleted",
    ]);
  });
});
