import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as adminListRoute } from "@/app/api/admin/resources/route";
import { DELETE as deleteItemRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { GET as partnerListRoute } from "@/app/api/partners/resources/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { resourceCalls, resourceFields, storedResourceKeys } from "@/test/support/resource-calls";
import { resourceFixtures } from "@/test/support/resource-files";
import { startS3Server, useLocalStorageFolder, type S3TestServer } from "@/test/support/s3-server";

// Resources (issue 15): the team uploads, replaces and deletes files; partners list them and
// download the same bytes (ranges for video), counted once per partner per day. The happy
// paths run on both storage drivers; the bad inputs are in resource-bad-input.test.ts.

const db = useTestDatabase();
const sha = (data: Buffer | ArrayBuffer) =>
  createHash("sha256")
    .update(Buffer.from(data as ArrayBuffer))
    .digest("hex");

let s3: S3TestServer;
let admin: string;
let partner: { token: string; partnerId: string };
let other: { token: string; partnerId: string };
beforeAll(async () => {
  s3 = await startS3Server();
  admin = (await adminToken()).token;
  partner = await partnerToken();
  other = await partnerToken();
});
afterAll(async () => {
  await s3.close();
});

const fields = resourceFields;
const { upload, replace, download } = resourceCalls(() => admin);
const storedKeys = storedResourceKeys;

describe.each([
  { name: "local folder", use: () => void useLocalStorageFolder() },
  { name: "S3 (s3rver)", use: () => s3.use("resources-test") },
])("resources on the $name driver", ({ use }) => {
  beforeAll(() => use());

  it("uploads each allowed type; partners list it and download the same bytes, counted once a day", async () => {
    const cases = [
      ["deck.pdf", resourceFixtures.pdf(), "application/pdf", "PDF"],
      ["kit.zip", resourceFixtures.zip(), "application/zip", "Archive"],
      [
        "guide.docx",
        resourceFixtures.docx(),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "Document",
      ],
      [
        "slides.pptx",
        resourceFixtures.pptx(),
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "Presentation",
      ],
      ["demo.mp4", resourceFixtures.mp4(300_000), "video/mp4", "Video"],
    ] as const;
    for (const [name, content, mime, type] of cases) {
      const created = await upload(fields({ title: `Resource ${name}` }), [{ filename: name, content }]);
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const item = created.json.item as {
        id: string;
        type: string;
        downloadUrl: string;
        fileName: string;
        size: number;
      };
      expect(item).toMatchObject({
        type,
        downloadUrl: `/api/partners/resources/${item.id}/download`,
        fileName: name,
        size: content.length,
      });
      const listed = await callRoute(partnerListRoute, "/api/partners/resources", { token: partner.token });
      expect(
        (listed.json.resources as { id: string; downloadUrl: string }[]).find((r) => r.id === item.id),
      ).toMatchObject({ downloadUrl: item.downloadUrl, downloadCount: 0 });
      const file = await download(item.id, partner.token);
      expect(file.status).toBe(200);
      expect(file.response.headers.get("content-type")).toBe(mime);
      expect(file.response.headers.get("content-disposition")).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(file.response.headers.get("accept-ranges")).toBe("bytes");
      expect(sha(await file.response.arrayBuffer())).toBe(sha(content));
    }
    const video = await db()
      .selectFrom("resources")
      .select(["id", "download_count"])
      .where("file_name", "=", "demo.mp4")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const content = resourceFixtures.mp4(300_000);
    const part = await download(video.id, partner.token, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe(`bytes 1000-1999/${content.length}`);
    expect(Buffer.from(await part.response.arrayBuffer()).equals(content.subarray(1000, 2000))).toBe(true);
    const tail = await download(video.id, partner.token, { range: "bytes=-10" });
    expect(Buffer.from(await tail.response.arrayBuffer()).equals(content.subarray(-10))).toBe(true);
    expect((await download(video.id, partner.token, { range: `bytes=${content.length}-` })).status).toBe(416);
    // Three requests by one partner today: one download. Another partner: two.
    expect(
      Number(
        (
          await db()
            .selectFrom("resources")
            .select("download_count")
            .where("id", "=", video.id)
            .executeTakeFirstOrThrow()
        ).download_count,
      ),
    ).toBe(1);
    await (await download(video.id, other.token)).response.arrayBuffer();
    const listed = await callRoute(partnerListRoute, "/api/partners/resources", { token: other.token });
    expect(
      (listed.json.resources as { id: string; downloadCount: number }[]).find((r) => r.id === video.id)
        ?.downloadCount,
    ).toBe(2);
  });

  it("replaces a file (old object deleted) and deletes a resource with its file", async () => {
    const created = await upload(fields({ title: "Replace me" }), [
      { filename: "v1.pdf", content: resourceFixtures.pdf() },
    ]);
    const id = (created.json.item as { id: string }).id;
    const first = (
      await db().selectFrom("resources").select("file_key").where("id", "=", id).executeTakeFirstOrThrow()
    ).file_key!;
    const replaced = await replace(id, [{ filename: "v2.zip", content: resourceFixtures.zip() }]);
    expect(replaced.status).toBe(200);
    expect(replaced.json.item).toMatchObject({ fileName: "v2.zip", size: resourceFixtures.zip().length });
    expect(await storedKeys()).not.toContain(first);
    const file = await download(id, partner.token);
    expect(file.response.headers.get("content-type")).toBe("application/zip");
    expect(sha(await file.response.arrayBuffer())).toBe(sha(resourceFixtures.zip()));
    const second = (
      await db().selectFrom("resources").select("file_key").where("id", "=", id).executeTakeFirstOrThrow()
    ).file_key!;
    expect(
      (
        await callRoute(deleteItemRoute, "/x", {
          method: "DELETE",
          token: admin,
          params: { collection: "resources", itemId: id },
        })
      ).status,
    ).toBe(200);
    expect(await storedKeys()).not.toContain(second);
    expect((await download(id, partner.token)).status).toBe(404);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("details", "like", `%${id}%`)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      "resources.created",
      "resources.deleted",
      "resources.file_replaced",
    ]);
  });

  it("lists the shared resources for the console", async () => {
    const page = await callRoute(adminListRoute, "/api/admin/resources?q=pptx", { token: admin });
    expect(page.status).toBe(200);
    expect((page.json.items as { title: string }[]).map((item) => item.title)).toContain(
      "Resource slides.pptx",
    );
  });
});
