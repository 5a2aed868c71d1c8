import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { POST as uploadRoute } from "@/app/api/admin/resources/route";
import { POST as replaceRoute } from "@/app/api/admin/resources/[id]/file/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { buildMultipart, callRoute } from "@/test/support/routes";
import { resourceCalls, resourceFields, resourceSnapshot } from "@/test/support/resource-calls";
import { resourceFixtures } from "@/test/support/resource-files";
import { useLocalStorageFolder } from "@/test/support/s3-server";

// The resource uploads and file replacements refuse bad input with a 4xx and store nothing:
// no row, no object (types, sizes, forged files, hostile fields, unicode, sessions and
// origins). Downloads, the console's list and link-only addresses: ./bad-input-reads.test.ts.

useTestDatabase();

let admin: string;
let partner: { token: string; partnerId: string };
const fields = resourceFields;
const { upload, replace } = resourceCalls(() => admin);
const snapshot = resourceSnapshot;

describe("resource uploads and replacements refuse bad input with a 4xx and store nothing", () => {
  let existing: string;
  beforeAll(async () => {
    useLocalStorageFolder();
    admin = (await adminToken()).token;
    partner = await partnerToken();
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
});
