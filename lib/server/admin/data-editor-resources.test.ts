import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { PATCH as editRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { POST as createItemRoute } from "@/app/api/admin/partners/[id]/[collection]/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { textMessages } from "@/lib/validation/text";

// A resource card's download count counts real downloads only, and its address is a web
// address the card can open: the data editor can set neither an invented count nor another
// kind of address.

const db = useTestDatabase();
const card = { title: "Pitch deck", description: "The deck.", category: "Sales", type: "PDF" };

describe("the data editor's resources", () => {
  it("start at 0 downloads whatever count is sent, and refuse an edit of the count", async () => {
    const admin = (await adminToken()).token;
    const { partnerId } = await partnerToken();
    const created = await callRoute(createItemRoute, "/x", {
      token: admin,
      body: { ...card, downloadCount: 1234 },
      params: { id: partnerId, collection: "resources" },
    });
    expect(created.status).toBe(200);
    const id = (created.json.item as { id: string }).id;
    const stored = async () =>
      Number(
        (
          await db()
            .selectFrom("resources")
            .select("download_count")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).download_count,
      );
    expect(await stored()).toBe(0);
    const edited = await callRoute(editRoute, "/x", {
      method: "PATCH",
      token: admin,
      body: { downloadCount: 99 },
      params: { collection: "resources", itemId: id },
    });
    expect(edited.status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it("take an http(s) address only", async () => {
    const admin = (await adminToken()).token;
    const { partnerId } = await partnerToken();
    for (const url of ["javascript:alert(1)", "ftp://example.com/deck.pdf", "file:///etc/passwd"]) {
      const answer = await callRoute(createItemRoute, "/x", {
        token: admin,
        body: { ...card, url },
        params: { id: partnerId, collection: "resources" },
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toContain(textMessages.httpUrl);
    }
    expect(
      await db().selectFrom("resources").select("id").where("partner_id", "=", partnerId).execute(),
    ).toHaveLength(0);
    const ok = await callRoute(createItemRoute, "/x", {
      token: admin,
      body: { ...card, url: "https://example.com/deck.pdf" },
      params: { id: partnerId, collection: "resources" },
    });
    expect(ok.status).toBe(200);
  });
});
