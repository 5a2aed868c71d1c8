import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute } from "@/app/api/admin/enquiries/route";
import { GET as exportRoute } from "@/app/api/admin/enquiries/export/route";
import { callRoute } from "@/test/support/routes";
import { parseCsv } from "@/test/support/csv";
import { listEnquiries } from "./console";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { at, insertEnquiry, insertOutbox } from "@/test/support/fixtures";
import { getRaw } from "@/test/support/routes";

const db = freshTestDatabase();

beforeEach(async () => {
  await db().deleteFrom("contact_enquiries").execute();
  await db().deleteFrom("outbox").execute();
});

describe("enquiries", () => {
  it("lists newest first with each email's delivery, and finds by name, email, company or message", async () => {
    const older = await insertEnquiry({
      fullName: "Ada Byron",
      email: "ada@example.com",
      company: "Analytical Ltd",
      createdAt: at(1),
    });
    const newer = await insertEnquiry({
      fullName: "Grace Hopper",
      email: "grace@example.com",
      message: "COBOL invoices, 100% manual",
      createdAt: at(2),
    });
    await insertOutbox({
      to: "inbox@example.com",
      status: "sent",
      kind: "contact:notification",
      refId: older,
    });
    await insertOutbox({
      to: "ada@example.com",
      status: "failed",
      lastError: "550 No such mailbox",
      kind: "contact:confirmation",
      refId: older,
    });

    const page = await listEnquiries({ page: 1, q: "" });
    expect(page.items.map((e) => e.id)).toEqual([newer, older]);
    expect(page.items[1]).toMatchObject({
      notification: { state: "sent" },
      confirmation: { state: "failing", lastError: "550 No such mailbox" },
    });
    expect(page.items[0]).toMatchObject({ notification: null, confirmation: null });

    const names = async (q: string) => (await listEnquiries({ page: 1, q })).items.map((e) => e.full_name);
    expect(await names("GRACE")).toEqual(["Grace Hopper"]);
    expect(await names("analytical")).toEqual(["Ada Byron"]);
    expect(await names("100%")).toEqual(["Grace Hopper"]);
    // LIKE wildcards typed by the team are literal characters, not patterns.
    expect(await names("_")).toEqual([]);
    expect(await names("%")).toEqual(["Grace Hopper"]);
  });

  it("exports every matching enquiry as a CSV attachment, formulas neutralised", async () => {
    for (let i = 0; i < 3; i += 1)
      await insertEnquiry({ fullName: `Visitor ${i}`, email: `v${i}@example.com`, createdAt: at(i) });
    const tricky = await insertEnquiry({
      fullName: '=HYPERLINK("http://evil")',
      email: "quote@example.com",
      message: 'Line one, "quoted"\nline two',
      phone: "+1 555 0100",
      createdAt: at(10),
    });
    await insertOutbox({
      to: "inbox@example.com",
      status: "sent",
      kind: "contact:notification",
      refId: tricky,
    });
    const { token } = await adminToken();

    const response = await getRaw(exportRoute, "/api/admin/enquiries/export", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark for spreadsheets
    const text = new TextDecoder().decode(bytes); // drops the mark
    expect(text.startsWith("Received (UTC),Full name,Email")).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      "quote@example.com",
      "v2@example.com",
      "v1@example.com",
      "v0@example.com",
    ]);
    expect(rows[1]).toEqual([
      at(10),
      '\'=HYPERLINK("http://evil")',
      "quote@example.com",
      "",
      "'+1 555 0100",
      "",
      "",
      "",
      "",
      "Contact Page",
      "",
      'Line one, "quoted"\nline two',
      "sent",
      "none",
    ]);

    const filtered = parseCsv(
      await (await getRaw(exportRoute, "/api/admin/enquiries/export?q=visitor%201", token)).text(),
    );
    expect(filtered.map((r) => r[1])).toEqual(["Full name", "Visitor 1"]);
  });

  it("a lone CR or LF in a field stays inside its quoted cell, and no line of it starts a formula", async () => {
    await insertEnquiry({
      fullName: "=1+1\n=2+2",
      email: "rows@example.com",
      company: "Acme\r-2+3",
      createdAt: at(1),
    });
    const { token } = await adminToken();
    const text = await (await getRaw(exportRoute, "/api/admin/enquiries/export", token)).text();
    expect(
      text
        .replace(/"(?:[^"]|"")*"/g, "")
        .trimEnd()
        .split(/\r\n|\r|\n/),
    ).toHaveLength(2);
    expect(parseCsv(text)[1]!.slice(1, 4)).toEqual(["'=1+1\n'=2+2", "rows@example.com", "Acme\r'-2+3"]);
  });

  it("streams exports larger than one batch without losing or repeating a row", async () => {
    const same = at(0); // equal timestamps: the id breaks the tie between batches
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: `id-${String(i).padStart(5, "0")}`,
      full_name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      company: "",
      phone_number: "",
      industry: "",
      company_size: "",
      message: "",
      source: "Contact Page",
      created_at: i % 2 ? same : at(i),
    }));
    for (let i = 0; i < rows.length; i += 400)
      await db()
        .insertInto("contact_enquiries")
        .values(rows.slice(i, i + 400))
        .execute();
    const { token } = await adminToken();
    const text = await (await getRaw(exportRoute, "/api/admin/enquiries/export", token)).text();
    const emails = parseCsv(text)
      .slice(1)
      .map((r) => r[2]);
    expect(emails).toHaveLength(1203);
    expect(new Set(emails).size).toBe(1203);
  });

  it("is for admins only: partners get 403, anonymous callers 401", async () => {
    const partner = await partnerToken();
    expect((await callRoute(listRoute, "/api/admin/enquiries", { token: partner.token })).status).toBe(403);
    expect(
      (await callRoute(exportRoute, "/api/admin/enquiries/export", { token: partner.token })).status,
    ).toBe(403);
    expect((await callRoute(exportRoute, "/api/admin/enquiries/export")).status).toBe(401);
    const { token } = await adminToken();
    await insertEnquiry({ fullName: "Ada Byron", email: "ada@example.com", createdAt: at(1) });
    const list = await callRoute(listRoute, "/api/admin/enquiries?q=ada&page=abc", { token });
    expect(list.json).toMatchObject({
      success: true,
      page: 1,
      total: 1,
      items: [{ email: "ada@example.com" }],
    });
  });
});
