import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as attachmentRoute } from "@/app/api/admin/attachments/[id]/route";
import { createAdmin } from "@/lib/server/auth/admins";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { storage } from "@/lib/server/storage";
import { sweepStorage } from "@/lib/server/uploads/sweep";
import { fixtures, latestMailTo, linkIn, registrationBody } from "@/test/support/fixtures";
import { buildMultipart, callRoute, type UploadPart } from "@/test/support/routes";
import { startS3Server, useLocalStorageFolder, type S3TestServer } from "@/test/support/s3-server";

// Registration attachments through the store, on both drivers: stored on success, none
// left behind by a refused registration, downloaded by the team (ranges too), and the
// sweep takes objects without a row once they are older than the grace age.

const db = useTestDatabase();
let n = 0;
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage().list("")) keys.push(item.key);
  return keys.sort();
}

async function invitationFor(email: string, company: string): Promise<string> {
  await inviteCompany({ email, companyName: company }, null);
  return linkIn((await latestMailTo(email))!.text_body, "register?invite=").token;
}

async function register(data: unknown, files: UploadPart[]) {
  const { body, contentType } = buildMultipart({ data: JSON.stringify(data) }, files);
  return callRoute(registerRoute, "/api/auth/register", {
    rawBody: new Uint8Array(body),
    headers: { "content-type": contentType },
    ip: `198.18.${(n += 1)}.1`,
  });
}

async function adminToken(): Promise<string> {
  const email = `storage-admin${(n += 1)}@finlytic.test`;
  await createAdmin({ email, password: "Admin-Passw0rd!" });
  return (
    await callRoute(loginRoute, "/api/auth/login", {
      body: { email, password: "Admin-Passw0rd!" },
      ip: `10.9.0.${n}`,
    })
  ).json.token as string;
}

const drivers = [
  { name: "local folder", use: () => void useLocalStorageFolder() },
  { name: "S3 (s3rver)", use: () => s3.use(`run-${randomUUID().slice(0, 8)}`) },
];

describe.each(drivers)("registration attachments: $name driver", ({ use }) => {
  beforeAll(() => use());

  it("stores each attachment, and the team downloads the same bytes (whole and by range)", async () => {
    const id = (n += 1);
    const email = `owner${id}@stored.example`;
    const token = await invitationFor(email, `Stored ${id}`);
    const before = await storedKeys();
    const result = await register(
      registrationBody(id, { invitationToken: token, companyName: `Stored ${id}` }, { email }),
      [
        { filename: "profile.pdf", content: fixtures.pdf() },
        { filename: "logo.png", content: fixtures.png() },
      ],
    );
    expect(result.status).toBe(200);
    const rows = await db()
      .selectFrom("attachments")
      .innerJoin("users", "users.partner_id", "attachments.partner_id")
      .selectAll("attachments")
      .where("users.email", "=", email)
      .orderBy("original_name")
      .execute();
    expect(rows.map((row) => row.original_name)).toEqual(["logo.png", "profile.pdf"]);
    expect((await storedKeys()).filter((key) => !before.includes(key))).toEqual(
      rows.map((row) => row.stored_name).sort(),
    );
    const admin = await adminToken();
    const pdf = rows.find((row) => row.original_name === "profile.pdf")!;
    const whole = await callRoute(attachmentRoute, "/x", { token: admin, params: { id: pdf.id } });
    expect(whole.status).toBe(200);
    expect(whole.response.headers.get("content-type")).toBe("application/pdf");
    expect(whole.response.headers.get("content-disposition")).toBe(
      `attachment; filename="profile.pdf"; filename*=UTF-8''profile.pdf`,
    );
    expect(Buffer.from(await whole.response.arrayBuffer()).equals(fixtures.pdf())).toBe(true);
    const part = await callRoute(attachmentRoute, "/x", {
      token: admin,
      params: { id: pdf.id },
      headers: { range: "bytes=2-5" },
    });
    expect(part.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe(`bytes 2-5/${fixtures.pdf().length}`);
    expect(Buffer.from(await part.response.arrayBuffer()).equals(fixtures.pdf().subarray(2, 6))).toBe(true);
    // A row whose object is gone answers 404, not a broken stream.
    await storage().delete(pdf.stored_name);
    expect((await callRoute(attachmentRoute, "/x", { token: admin, params: { id: pdf.id } })).status).toBe(
      404,
    );
  });

  it("leaves no object behind when the registration is refused after its files were stored", async () => {
    const id = (n += 1);
    const email = `refused${id}@stored.example`;
    const token = await invitationFor(email, `Refused ${id}`);
    const before = await storedKeys();
    // The link stands for another address (403), then a link already used (409): both are
    // found inside the transaction, after the files reached the store.
    const mismatch = await register(
      registrationBody(
        id,
        { invitationToken: token, companyName: `Refused ${id}` },
        { email: `other${id}@stored.example` },
      ),
      [{ filename: "profile.pdf", content: fixtures.pdf() }],
    );
    expect(mismatch.status).toBe(403);
    expect(await storedKeys()).toEqual(before);
    expect(
      (
        await register(
          registrationBody(id, { invitationToken: token, companyName: `Refused ${id}` }, { email }),
          [],
        )
      ).status,
    ).toBe(200);
    const used = await register(
      registrationBody(id, { invitationToken: token, companyName: `Refused ${id}` }, { email }),
      [
        { filename: "a.pdf", content: fixtures.pdf() },
        { filename: "b.png", content: fixtures.png() },
      ],
    );
    expect(used.status).toBe(409);
    expect(await storedKeys()).toEqual(before);
    expect(
      await db()
        .selectFrom("attachments")
        .innerJoin("users", "users.partner_id", "attachments.partner_id")
        .select("attachments.id")
        .where("users.email", "=", email)
        .execute(),
    ).toEqual([]);
  });

  it("sweeps objects without a row once older than the grace age, never a row's object", async () => {
    const orphan = `${randomUUID()}.pdf`;
    const orphanResource = `resources/${randomUUID()}.mp4`;
    for (const key of [orphan, orphanResource])
      await storage().put(key, Readable.from([Buffer.from("left behind")]), "application/pdf");
    // The rows whose objects are in this store (the database is shared by both drivers' runs).
    const present = await storedKeys();
    const owned = (await db().selectFrom("attachments").select("stored_name").execute())
      .map((row) => row.stored_name)
      .filter((key) => present.includes(key));
    expect(owned.length).toBeGreaterThan(0);
    const young = await sweepStorage({ graceMs: 60 * 60_000 });
    expect(young.deleted).toEqual([]);
    const dry = await sweepStorage({ graceMs: 0, dryRun: true });
    expect(dry.deleted.sort()).toEqual([orphan, orphanResource].sort());
    expect(await storedKeys()).toEqual(expect.arrayContaining([orphan, orphanResource]));
    const swept = await sweepStorage({ graceMs: 0 });
    expect(swept.deleted.sort()).toEqual([orphan, orphanResource].sort());
    const left = await storedKeys();
    expect(left).not.toContain(orphan);
    expect(left).toEqual(expect.arrayContaining(owned));
  });
});
