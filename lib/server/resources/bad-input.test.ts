import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as adminListRoute, POST as uploadRoute } from "@/app/api/admin/resources/route";
import { POST as replaceRoute } from "@/app/api/admin/resources/[id]/file/route";
import { PATCH as editRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { buildMultipart, callRoute } from "@/test/support/routes";
import { resourceCalls, resourceFields, resourceSnapshot } from "@/test/support/resource-calls";
import { resourceFixtures } from "@/test/support/resource-files";
import { useLocalStorageFolder } from "@/test/support/s3-server";
import { storage } from "@/lib/server/storage";

// Every resource endpoint refuses bad input with a 4xx and stores nothing: no row, no
// object, no counted download (types, sizes, forged files, foreign and hostile ids,
// injection strings, unicode, sessions and origins).

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
const db = useTestDatabase();

let admin: string;
let partner: { token: string; partnerId: string };
let other: { token: string; partnerId: string };
const fields = resourceFields;
const { upload, replace, download, list } = resourceCalls(() => admin);
const snapshot = resourceSnapshot;

describe("resource uploads refuse bad input with a 4xx and store nothing", () => {
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

  const pdf = [{ filename: "deck.pdf", content: resourceFixtures.pdf() }];
  const uploadCases: [string, () => ReturnType<typeof upload>][] = [
    ["no file", () => upload(fields(), [])],
    ["an empty file", () => upload(fields(), [{ filename: "deck.pdf", content: Buffer.alloc(0) }])],
    ["two files", () => upload(fields(), [...pdf, { filename: "b.pdf", content: resourceFixtures.pdf() }])],
    ["an .exe", () => upload(fields(), [{ filename: "setup.exe", content: resourceFixtures.exe() }])],
    [
      "an executable named .pdf",
      () => upload(fields(), [{ filename: "deck.pdf", content: resourceFixtures.exe() }]),
    ],
    ["a PDF named .mp4", () => upload(fields(), [{ filename: "demo.mp4", content: resourceFixtures.pdf() }])],
    [
      "a ZIP named .docx",
      () => upload(fields(), [{ filename: "guide.docx", content: resourceFixtures.zip() }]),
    ],
    [
      "a Word file named .pptx",
      () => upload(fields(), [{ filename: "slides.pptx", content: resourceFixtures.docx() }]),
    ],
    [
      "a PNG (not a resource type)",
      () =>
        upload(fields(), [
          {
            filename: "logo.png",
            content: Buffer.from(
              "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
              "base64",
            ),
          },
        ]),
    ],
    [
      "a file over 50 MB",
      () => upload(fields(), [{ filename: "big.mp4", content: resourceFixtures.mp4(50 * 1024 * 1024 + 1) }]),
    ],
    ["no title", () => upload(fields({ title: "" }), pdf)],
    ["a blank title", () => upload(fields({ title: "   " }), pdf)],
    ["a 201-character title", () => upload(fields({ title: "x".repeat(201) }), pdf)],
    ["a 2001-character description", () => upload(fields({ description: "x".repeat(2001) }), pdf)],
    ["an unknown category", () => upload(fields({ category: "Legal" }), pdf)],
    ["a lower-case category", () => upload(fields({ category: "sales" }), pdf)],
    [
      "an injection string as category",
      () => upload(fields({ category: "Sales'; DROP TABLE resources;--" }), pdf),
    ],
    ["a 41-character type", () => upload(fields({ type: "t".repeat(41) }), pdf)],
    ["a NUL in the title", () => upload(fields({ title: "Deck\u0000" }), pdf)],
    [
      "a lone surrogate in the title (as a browser encodes it)",
      () => upload(fields({ title: "Deck \uD800" }), pdf),
    ],
    [
      "the wrong file field",
      () =>
        upload(fields(), [{ filename: "deck.pdf", content: resourceFixtures.pdf(), field: "attachments" }]),
    ],
    [
      "a traversal file name with executable bytes",
      () => upload(fields(), [{ filename: "../../etc/passwd.pdf", content: resourceFixtures.exe() }]),
    ],
    [
      "a right-to-left override in the name",
      () => upload(fields(), [{ filename: "invoice\u202Efdp.exe", content: resourceFixtures.exe() }]),
    ],
    [
      "too many fields",
      () => upload(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, "x"])), pdf),
    ],
    ["a field over 16 KB", () => upload(fields({ description: "x".repeat(17 * 1024) }), pdf)],
    [
      "a body that is not multipart",
      () =>
        callRoute(uploadRoute, "/api/admin/resources", {
          rawBody: "title=x",
          headers: { "content-type": "text/plain" },
          token: admin,
        }),
    ],
    [
      "a JSON body without the required fields",
      () => callRoute(uploadRoute, "/api/admin/resources", { body: { title: "" }, token: admin }),
    ],
    [
      "a truncated multipart body",
      () =>
        callRoute(uploadRoute, "/api/admin/resources", {
          rawBody: new Uint8Array(
            buildMultipart(
              fields(),
              pdf.map((f) => ({ ...f, field: "file" })),
            ).body.subarray(0, 200),
          ),
          headers: { "content-type": "multipart/form-data; boundary=x" },
          token: admin,
        }),
    ],
    ["no session", () => upload(fields(), pdf, { token: "" })],
    ["a partner's session", () => upload(fields(), pdf, { token: partner.token })],
    ["another site's Origin", () => upload(fields(), pdf, { headers: { origin: "https://evil.example" } })],
  ];

  it.each(uploadCases)("POST /api/admin/resources: %s", async (_name, send) => {
    const before = await snapshot();
    const result = await send();
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.json.error).toEqual(expect.any(String));
    expect(await snapshot()).toEqual(before);
  });

  const replaceCases: [string, () => ReturnType<typeof replace>][] = [
    ["an unknown id", () => replace("00000000-0000-0000-0000-000000000000", pdf)],
    ["a traversal id", () => replace("../../etc", pdf)],
    ["an injection id", () => replace("' OR 1=1 --", pdf)],
    ["a unicode id", () => replace("ресурс", pdf)],
    ["a NUL in the id", () => replace(`${existing}\u0000`, pdf)],
    ["a lone surrogate id", () => replace("\uDC00", pdf)],
    ["a 10 000-character id", () => replace("x".repeat(10_000), pdf)],
    ["no file", () => replace(existing, [])],
    ["an empty file", () => replace(existing, [{ filename: "deck.pdf", content: Buffer.alloc(0) }])],
    ["two files", () => replace(existing, [...pdf, ...pdf])],
    ["an .exe", () => replace(existing, [{ filename: "setup.exe", content: resourceFixtures.exe() }])],
    [
      "an executable named .zip",
      () => replace(existing, [{ filename: "kit.zip", content: resourceFixtures.exe() }]),
    ],
    [
      "a PDF named .mp4",
      () => replace(existing, [{ filename: "demo.mp4", content: resourceFixtures.pdf() }]),
    ],
    [
      "a PowerPoint named .docx",
      () => replace(existing, [{ filename: "guide.docx", content: resourceFixtures.pptx() }]),
    ],
    [
      "a file over 50 MB",
      () => replace(existing, [{ filename: "big.mp4", content: resourceFixtures.mp4(50 * 1024 * 1024 + 1) }]),
    ],
    [
      "a file with no extension",
      () => replace(existing, [{ filename: "README", content: resourceFixtures.pdf() }]),
    ],
    [
      "a double extension ending in .exe",
      () => replace(existing, [{ filename: "deck.pdf.exe", content: resourceFixtures.pdf() }]),
    ],
    [
      "the wrong file field",
      () =>
        replace(existing, [{ filename: "deck.pdf", content: resourceFixtures.pdf(), field: "attachments" }]),
    ],
    [
      "too many fields",
      () =>
        replace(existing, pdf, {
          form: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, "x"])),
        }),
    ],
    ["a field over 16 KB", () => replace(existing, pdf, { form: { note: "x".repeat(17 * 1024) } })],
    [
      "a body that is not multipart",
      () =>
        callRoute(replaceRoute, "/x", { body: { file: "deck.pdf" }, token: admin, params: { id: existing } }),
    ],
    [
      "a truncated multipart body",
      () =>
        callRoute(replaceRoute, "/x", {
          rawBody: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
          headers: { "content-type": "multipart/form-data; boundary=x" },
          token: admin,
          params: { id: existing },
        }),
    ],
    ["no session", () => replace(existing, pdf, { token: "" })],
    ["a partner's session", () => replace(existing, pdf, { token: partner.token })],
    ["another site's Origin", () => replace(existing, pdf, { headers: { origin: "https://evil.example" } })],
  ];

  it.each(replaceCases)("POST /api/admin/resources/{id}/file: %s", async (_name, send) => {
    const before = await snapshot();
    const result = await send();
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.json.error).toEqual(expect.any(String));
    expect(await snapshot()).toEqual(before);
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
