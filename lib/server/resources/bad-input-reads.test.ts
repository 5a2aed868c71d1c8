import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as adminListRoute, POST as uploadRoute } from "@/app/api/admin/resources/route";
import { PATCH as editRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { resourceCalls, resourceFields, resourceSnapshot } from "@/test/support/resource-calls";
import { resourceFixtures } from "@/test/support/resource-files";
import { useLocalStorageFolder } from "@/test/support/s3-server";
import { storage } from "@/lib/server/storage";

// Resource downloads, the console's list and a link-only resource's address refuse bad input
// with a 4xx and change nothing: no row, no object, no counted download (foreign and hostile
// ids, injection strings, unicode, ranges, sessions). Uploads: ./bad-input.test.ts.

const db = useTestDatabase();

let admin: string;
let partner: { token: string; partnerId: string };
let other: { token: string; partnerId: string };
const fields = resourceFields;
const { upload, download, list } = resourceCalls(() => admin);
const snapshot = resourceSnapshot;

describe("resource downloads and the console's list refuse bad input with a 4xx and count nothing", () => {
  let existing: string;
  beforeAll(async () => {
    useLocalStorageFolder();
    admin = (await adminToken()).token;
    partner = await partnerToken();
    other = await partnerToken();
    existing = (
      (await upload(fields({ title: "Existing" }), [{ filename: "e.pdf", content: resourceFixtures.pdf() }]))
        .json.item as { id: string }
    ).id;
  });

  const downloadCases: [string, () => ReturnType<typeof download>][] = [
    ["no session", () => download(existing, undefined)],
    ["a forged token", () => download(existing, "forged.token.value")],
    ["an admin's session", () => download(existing, admin)],
    ["an unknown id", () => download("00000000-0000-0000-0000-000000000000", partner.token)],
    ["a traversal id", () => download("../../etc/passwd", partner.token)],
    ["an injection id", () => download("' OR '1'='1", partner.token)],
    ["a unicode id", () => download("資料", partner.token)],
    ["a NUL in the id", () => download(`${existing}\u0000`, partner.token)],
    ["a lone surrogate id", () => download("\uD800", partner.token)],
    ["an empty id", () => download("", partner.token)],
    ["a 10 000-character id", () => download("x".repeat(10_000), partner.token)],
    ["a dot-dot id", () => download("..", partner.token)],
    [
      "a store key as id",
      () => download("resources/../11111111-1111-1111-1111-111111111111.pdf", partner.token),
    ],
    ["a script tag id", () => download("<script>alert(1)</script>", partner.token)],
    ["an emoji id", () => download("📄", partner.token)],
    ["a right-to-left override id", () => download("\u202Efdp.exe", partner.token)],
    ["a numeric id", () => download("0", partner.token)],
    ["a negative id", () => download("-1", partner.token)],
    ["the word null", () => download("null", partner.token)],
    ["a whitespace id", () => download("   ", partner.token)],
    ["a LIKE wildcard id", () => download("%", partner.token)],
    ["an id with a trailing space", () => download(`${existing} `, partner.token)],
    ["an upper-cased id", () => download(existing.toUpperCase(), partner.token)],
    ["a range past the end", () => download(existing, partner.token, { range: "bytes=999999-" })],
    ["an empty suffix range", () => download(existing, partner.token, { range: "bytes=-0" })],
  ];

  it.each(downloadCases)("GET /api/partners/resources/{id}/download: %s", async (_name, send) => {
    const before = await snapshot();
    const result = await send();
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    // A 416 is not counted either.
    expect(await snapshot()).toEqual(before);
  });

  const listCases: [string, () => ReturnType<typeof list>][] = [
    ["no session", () => list("", "")],
    ["a forged token", () => list("", "forged.token.value")],
    ["a partner's session", () => list("", partner.token)],
    [
      "a malformed session cookie",
      () => callRoute(adminListRoute, "/api/admin/resources", { cookie: "partner_token=%E0%A4%A" }),
    ],
    ["page size 0", () => list("pageSize=0")],
    ["a negative page size", () => list("pageSize=-1")],
    ["page size 101", () => list("pageSize=101")],
    ["page size 1e9", () => list("pageSize=1e9")],
    ["a fractional page size", () => list("pageSize=1.5")],
    ["a page size that is text", () => list("pageSize=abc")],
    ["an empty page size", () => list("pageSize=")],
    ["a blank page size", () => list("pageSize=%20")],
    ["page size Infinity", () => list("pageSize=Infinity")],
    ["page size NaN", () => list("pageSize=NaN")],
    ["page size true", () => list("pageSize=true")],
    ["a repeated page size, the last too large", () => list("pageSize=5&pageSize=500")],
    ["an injection string as page size", () => list("pageSize=1;DROP%20TABLE%20resources")],
    ["a NUL in the search", () => list("q=deck%00")],
    ["a page size below one", () => list("pageSize=0.5")],
    ["a NUL in the page", () => list("page=1%00")],
    ["a page size in exponent form below one", () => list("pageSize=1e-3")],
    ["a NUL in the status", () => list("status=a%00")],
    ["a 41-character status", () => list(`status=${"s".repeat(41)}`)],
    ["a NUL in the page size", () => list("pageSize=5%00")],
    ["a lone surrogate in the page size", () => list("pageSize=%ED%A0%80")],
  ];

  it.each(listCases)("GET /api/admin/resources: %s", async (_name, send) => {
    const before = await snapshot();
    const result = await send();
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });

  it("another partner's own resource answers 404, as does a link-only one, and nothing is counted", async () => {
    const now = new Date().toISOString();
    const privateKey = `resources/${randomUUID()}.pdf`;
    await storage().put(privateKey, Readable.from([resourceFixtures.pdf()]), "application/pdf");
    await db()
      .insertInto("resources")
      .values([
        {
          id: "private-1",
          partner_id: other.partnerId,
          title: "Theirs",
          description: "",
          category: "Sales",
          type: "PDF",
          url: null,
          last_updated: now,
          created_at: now,
          file_key: privateKey,
          file_name: "x.pdf",
          mime_type: "application/pdf",
          size_bytes: 10,
        },
        {
          id: "link-1",
          partner_id: null,
          title: "A link",
          description: "",
          category: "Sales",
          type: "Guide",
          url: "https://example.com/guide",
          last_updated: now,
          created_at: now,
        },
      ])
      .execute();
    const before = await snapshot();
    for (const id of ["private-1", "link-1"]) expect((await download(id, partner.token)).status).toBe(404);
    expect((await download("private-1", other.token)).status).toBe(200);
    expect((await snapshot()).downloads).toBe(before.downloads + 1);
  });
});

describe("a link-only resource's address is http(s) only", () => {
  const link = (url: unknown) => ({
    title: "A guide",
    description: "",
    category: "Sales",
    type: "Guide",
    url,
  });
  const hostile = [
    "javascript:alert(document.cookie)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "https://example.com/\nx",
  ];

  it("the console refuses javascript:, data: and vbscript: addresses on create and edit, and changes nothing", async () => {
    admin = (await adminToken()).token;
    const create = (body: unknown) =>
      callRoute(uploadRoute, "/api/admin/resources", { method: "POST", token: admin, body });
    const created = await create(link("https://example.com/guide"));
    expect(created.status).toBe(200);
    const id = (created.json.item as { id: string }).id;
    for (const url of hostile) {
      const before = await snapshot();
      const refused = await create(link(url));
      expect([refused.status, (refused.json.errors as Record<string, string>)?.url], url).toEqual([
        400,
        "Please enter a web address starting with http:// or https://",
      ]);
      const edited = await callRoute(editRoute, "/x", {
        method: "PATCH",
        token: admin,
        body: { url },
        params: { collection: "resources", itemId: id },
      });
      expect(edited.status, url).toBe(400);
      expect(await snapshot()).toEqual(before);
    }
    expect(
      (await db().selectFrom("resources").select("url").where("id", "=", id).executeTakeFirstOrThrow()).url,
    ).toBe("https://example.com/guide");
  });
});
