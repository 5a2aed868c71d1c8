import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute, POST as createRoute } from "@/app/api/partners/links/route";
import { DELETE as archiveRoute } from "@/app/api/partners/links/[id]/route";
import { createLink, randomSlug } from "@/lib/server/links/partner";
import { partnerToken } from "@/test/support/accounts";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { linkRows, visit } from "@/test/support/links";
import { MAX_ACTIVE_LINKS } from "@/lib/validation/links";
import type { PartnerLinkWithStats } from "@/lib/validation/links";
import { GET as exportRoute } from "@/app/api/partners/account/export/route";
import { unzipExport } from "@/test/support/zip";

const db = freshTestDatabase();
const nextIp = clientAddresses("10.61");
const create = (token: string, body: unknown) =>
  callRoute(createRoute, "/api/partners/links", { body, token, ip: nextIp() });
const list = async (token: string) =>
  (await callRoute(listRoute, "/api/partners/links", { token, ip: nextIp() })).json
    .links as PartnerLinkWithStats[];
const archive = (token: string, id: string) =>
  callRoute(archiveRoute, `/api/partners/links/${id}`, {
    method: "DELETE",
    token,
    params: { id },
    ip: nextIp(),
  });

describe("creating a link", () => {
  it("answers 201 with the link, its share URL under APP_URL/r/ and the home page by default", async () => {
    const { token } = await partnerToken();
    const result = await create(token, {});
    expect(result.status).toBe(201);
    const link = result.json.link as Record<string, unknown>;
    expect(link).toMatchObject({ campaign: null, destination: "/", archivedAt: null });
    expect(link.slug).toMatch(/^[2-9a-hjkmnp-z]{8}$/);
    expect(link.url).toBe(`http://localhost:3000/r/${String(link.slug)}`);

    const named = await create(token, { campaign: "  Spring webinar  ", destination: "/book-demo" });
    expect(named.json.link).toMatchObject({ campaign: "Spring webinar", destination: "/book-demo" });
    expect((await list(token)).map((row) => row.id)).toEqual([
      (named.json.link as { id: string }).id,
      link.id,
    ]);
  });

  it("gives every one of many concurrent creations its own slug, even when they draw the same one", async () => {
    const { partnerId } = await partnerToken();
    // Every creation first draws the one slug; all but one must retry with a fresh one.
    const drawers = Array.from({ length: 12 }, () => {
      let first = true;
      return () => (first ? ((first = false), "samesame") : randomSlug());
    });
    const links = await Promise.all(drawers.map((draw) => createLink(partnerId, {}, new Date(), draw)));
    const slugs = links.map((link) => link.slug);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs.filter((slug) => slug === "samesame")).toHaveLength(1);
    expect((await linkRows()).filter((row) => row.partner_id === partnerId)).toHaveLength(12);
  });

  it("gives up with the database's error after five taken slugs, storing nothing", async () => {
    const { partnerId } = await partnerToken();
    await createLink(partnerId, {}, new Date(), () => "takentak");
    const before = await linkRows();
    await expect(createLink(partnerId, {}, new Date(), () => "takentak")).rejects.toThrow();
    expect(await linkRows()).toEqual(before);
  });

  it("allows 50 active links a company; archiving one makes room again", async () => {
    const { token, partnerId } = await partnerToken();
    for (let index = 0; index < MAX_ACTIVE_LINKS; index += 1) await createLink(partnerId, {});
    const refused = await create(token, {});
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/at most 50 active links/);
    const other = await partnerToken();
    expect((await create(other.token, {})).status).toBe(201);
    const [first] = await list(token);
    expect((await archive(token, first!.id)).status).toBe(200);
    expect((await create(token, {})).status).toBe(201);
  });
  it("keeps to 50 active links when many creations race for the last places", async () => {
    const { partnerId } = await partnerToken();
    for (let index = 0; index < MAX_ACTIVE_LINKS - 5; index += 1) await createLink(partnerId, {});
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => createLink(partnerId, {})));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    const active = (await linkRows()).filter((row) => row.partner_id === partnerId && !row.archived_at);
    expect(active).toHaveLength(MAX_ACTIVE_LINKS);
  });
});

describe("archiving a link", () => {
  it("keeps it redirecting and counting, and lists it as archived", async () => {
    const { token } = await partnerToken();
    const link = (await create(token, { destination: "/partners" })).json.link as {
      id: string;
      slug: string;
    };
    const archived = await archive(token, link.id);
    expect(archived.json.link).toMatchObject({ id: link.id, archivedAt: expect.any(String) });
    expect((await archive(token, link.id)).status).toBe(409);
    const followed = await visit(link.slug, { ip: "203.0.113.90" });
    expect(followed.status).toBe(307);
    expect(followed.response.headers.get("location")).toBe("/partners");
    const [row] = await list(token);
    expect(row).toMatchObject({ id: link.id, clicks: 1, archivedAt: expect.any(String) });
  });

  it("another company's link is 404 and stays as it was", async () => {
    const owner = await partnerToken();
    const link = (await create(owner.token, {})).json.link as { id: string };
    const stranger = await partnerToken();
    const before = await linkRows();
    const result = await archive(stranger.token, link.id);
    expect(result.status).toBe(404);
    expect(result.json.error).toBe("Link not found.");
    expect(await linkRows()).toEqual(before);
    expect(await list(stranger.token)).toEqual([]);
  });
});

describe("the links list", () => {
  it("carries all-time and 30-day counts and a 30-day daily series ending today", async () => {
    const { token } = await partnerToken();
    const link = (await create(token, {})).json.link as { id: string; slug: string };
    // A click 40 days ago counts all-time only.
    await db()
      .insertInto("partner_link_clicks")
      .values({ link_id: link.id, day: "2000-01-01", visitor: "old", created_at: "2000-01-01T10:00:00.000Z" })
      .execute();
    await visit(link.slug, { ip: "203.0.113.91" });
    await visit(link.slug, { ip: "203.0.113.92" });
    const [row] = await list(token);
    expect(row).toMatchObject({
      clicks: 3,
      leads: 0,
      conversions: 0,
      last30Days: { clicks: 2, leads: 0, conversions: 0 },
    });
    expect(row!.daily).toHaveLength(30);
    expect(row!.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), clicks: 2, leads: 0 });
    expect(row!.daily.slice(0, -1).every((day) => day.clicks === 0 && day.leads === 0)).toBe(true);
  });
});

describe("the company's data export", () => {
  it("holds the company's links and no other company's", async () => {
    const { token } = await partnerToken();
    const own = (await create(token, { campaign: "Own campaign" })).json.link as { id: string };
    const other = await partnerToken();
    await create(other.token, { campaign: "Their campaign" });
    const result = await callRoute(exportRoute, "/api/partners/account/export", { token, ip: nextIp() });
    expect(result.status).toBe(200);
    const links = (await unzipExport(result.response)).data.referralLinks as {
      id: string;
      campaign: string;
    }[];
    expect(links.map((link) => [link.id, link.campaign])).toEqual([[own.id, "Own campaign"]]);
  });
});
