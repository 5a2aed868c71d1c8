import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as logoGet } from "@/app/api/directory/[slug]/logo/route";
import { DELETE as logoDelete, PUT as logoPut } from "@/app/api/partners/directory-profile/logo/route";
import { PUT as hideRoute } from "@/app/api/admin/partners/[id]/directory-profile/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { directoryMessages, LOGO_MAX_BYTES } from "@/lib/validation/directory";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { directoryPartner } from "@/test/support/leads";
import { buildMultipart, callRoute, clientAddresses, type UploadPart } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { listListedPartners } from "./public";

useTestDatabase();
const nextIp = clientAddresses("10.95");

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  Buffer.alloc(64),
]);
const webp = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(40),
]);

function upload(token: string, files: UploadPart[]) {
  const { body, contentType } = buildMultipart({}, files);
  return callRoute(logoPut, "/api/partners/directory-profile/logo", {
    method: "PUT",
    token,
    rawBody: new Uint8Array(body),
    headers: { "content-type": contentType },
    ip: nextIp(),
  });
}
const logoPart = (filename: string, content: Buffer): UploadPart => ({ filename, content, field: "logo" });
const remove = (token: string) =>
  callRoute(logoDelete, "/api/partners/directory-profile/logo", { method: "DELETE", token, ip: nextIp() });
const fetchLogo = (slug: string, version = "") =>
  callRoute(logoGet, `/api/directory/${slug}/logo?v=${version}`, { params: { slug } });

async function logoKeyOf(partnerId: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("directory_profiles")
    .select("logo_key")
    .where("partner_id", "=", partnerId)
    .executeTakeFirstOrThrow();
  return row.logo_key;
}
const storedExists = (key: string) => fs.existsSync(path.join(path.resolve(env().UPLOAD_DIR), key));
async function auditActions(partnerId: string) {
  const db = await getDb();
  const rows = await db
    .selectFrom("audit_log")
    .select("action")
    .where("entity_id", "=", partnerId)
    .where("action", "like", "directory.logo%")
    .execute();
  return rows.map((row) => row.action);
}

describe("the directory profile's logo", () => {
  it("uploads a PNG, shows it on the listed profile and serves it with a long cache", async () => {
    const partner = await directoryPartner({ companyName: "Logo Works" });
    const saved = await upload(partner.token, [logoPart("logo.png", png)]);
    expect(saved.status).toBe(200);
    const logoUrl = (saved.json.profile as { logoUrl: string }).logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/directory/${partner.slug}/logo\\?v=[0-9a-f-]{36}$`));
    const key = (await logoKeyOf(partner.partnerId))!;
    expect(key).toMatch(/^directory-logos\/[0-9a-f-]{36}\.png$/);
    expect(storedExists(key)).toBe(true);
    expect((await listListedPartners()).find((p) => p.slug === partner.slug)?.logoUrl).toBe(logoUrl);

    const served = await fetchLogo(partner.slug, new URL(logoUrl, "http://x").searchParams.get("v")!);
    expect(served.status).toBe(200);
    expect(served.response.headers.get("content-type")).toBe("image/png");
    expect(served.response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(Buffer.from(await served.response.arrayBuffer()).equals(png)).toBe(true);
    expect(await auditActions(partner.partnerId)).toEqual(["directory.logo_added"]);
  });

  it("replaces the logo (the old file is deleted) and removes it", async () => {
    const partner = await directoryPartner({ companyName: "Logo Swap" });
    expect((await upload(partner.token, [logoPart("a.jpg", jpeg)])).status).toBe(200);
    const first = (await logoKeyOf(partner.partnerId))!;
    const replaced = await upload(partner.token, [logoPart("b.webp", webp)]);
    expect(replaced.status).toBe(200);
    const second = (await logoKeyOf(partner.partnerId))!;
    expect(second).toMatch(/\.webp$/);
    expect(storedExists(first)).toBe(false);
    expect(storedExists(second)).toBe(true);
    expect((await fetchLogo(partner.slug)).response.headers.get("content-type")).toBe("image/webp");

    const removed = await remove(partner.token);
    expect(removed.status).toBe(200);
    expect((removed.json.profile as { logoUrl: string | null }).logoUrl).toBeNull();
    expect(await logoKeyOf(partner.partnerId)).toBeNull();
    expect(storedExists(second)).toBe(false);
    expect((await fetchLogo(partner.slug)).status).toBe(404);
    expect((await auditActions(partner.partnerId)).sort()).toEqual([
      "directory.logo_added",
      "directory.logo_removed",
      "directory.logo_replaced",
    ]);
  });

  it("refuses a renamed file, an unknown type and an oversized image, storing nothing", async () => {
    const partner = await directoryPartner({ companyName: "Logo Refused" });
    const cases: UploadPart[] = [
      logoPart("fake.png", Buffer.from("MZ this is not an image at all, just text bytes")),
      logoPart("logo.gif", Buffer.from("GIF89a\x01\x00\x01\x00")),
      logoPart("big.png", Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES)])),
    ];
    for (const part of cases) {
      const answer = await upload(partner.token, [part]);
      expect([400, 413]).toContain(answer.status);
      expect(answer.json.error).toBe(directoryMessages.logoType);
    }
    const none = await upload(partner.token, []);
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(directoryMessages.logoMissing);
    expect(await logoKeyOf(partner.partnerId)).toBeNull();
    expect(await auditActions(partner.partnerId)).toEqual([]);
  });

  it("lets only the company's owner or admin change it", async () => {
    const partner = await directoryPartner({ companyName: "Logo Roles" });
    const member = await createTestPartner({ memberRole: "member" });
    const db = await getDb();
    await db
      .updateTable("users")
      .set({ partner_id: partner.partnerId })
      .where("id", "=", member.user.id)
      .execute();
    const session = await createSession(db, member.user);
    const refused = await upload(session.token, [logoPart("logo.png", png)]);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBeTruthy();
    expect((await remove(session.token)).status).toBe(403);
    expect(await logoKeyOf(partner.partnerId)).toBeNull();
  });

  it("does not serve the logo of an unpublished or hidden profile", async () => {
    const partner = await directoryPartner({ companyName: "Logo Hidden" });
    expect((await upload(partner.token, [logoPart("logo.png", png)])).status).toBe(200);
    expect((await fetchLogo(partner.slug)).status).toBe(200);
    const admin = await adminToken();
    const hidden = await callRoute(hideRoute, `/api/admin/partners/${partner.partnerId}/directory-profile`, {
      method: "PUT",
      token: admin.token,
      body: { hidden: true, reason: "Logo under review" },
      params: { id: partner.partnerId },
    });
    expect(hidden.status).toBe(200);
    expect((await fetchLogo(partner.slug)).status).toBe(404);
    const unpublished = await directoryPartner({ companyName: "Logo Draft", profile: null });
    expect((await upload(unpublished.token, [logoPart("logo.png", png)])).status).toBe(200);
    expect((await fetchLogo(unpublished.slug)).status).toBe(404);
    expect((await fetchLogo("no-such-partner")).status).toBe(404);
  });
});
