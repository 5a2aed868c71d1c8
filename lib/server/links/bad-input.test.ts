import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute, POST as createRoute } from "@/app/api/partners/links/route";
import { DELETE as archiveRoute } from "@/app/api/partners/links/[id]/route";
import { createLink } from "@/lib/server/links/partner";
import { partnerToken } from "@/test/support/accounts";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { linkRows, linksFootprint, visit } from "@/test/support/links";

// Bad input on every referral link endpoint: a clear error (or, for the visitor's redirect,
// the home page without a cookie), and nothing stored or changed.

freshTestDatabase();
const nextIp = clientAddresses("10.63");
const long = (length: number) => "x".repeat(length);

type Case = [name: string, body: unknown, status: number];
const createCases: Case[] = [
  ["array body", [{}], 400],
  ["null body", null, 400],
  ["string body", "campaign=x", 400],
  ["number body", 42, 400],
  ["campaign a number", { campaign: 7 }, 400],
  ["campaign an object", { campaign: { $ne: null } }, 400],
  ["campaign a list", { campaign: ["a"] }, 400],
  ["campaign too long", { campaign: long(81) }, 400],
  ["campaign with a line break", { campaign: "Spring\nBcc: a@x.example" }, 400],
  ["campaign with NUL", { campaign: "Spr\u0000ing" }, 400],
  ["campaign with a lone surrogate", { campaign: "Spring \uD800" }, 400],
  ["campaign with a control character", { campaign: "Spring\u0007" }, 400],
  ["destination another site", { destination: "https://evil.example/" }, 400],
  ["destination protocol-relative", { destination: "//evil.example" }, 400],
  ["destination javascript:", { destination: "javascript:alert(1)" }, 400],
  ["destination a portal page", { destination: "/partner-portal/dashboard" }, 400],
  ["destination the console", { destination: "/admin" }, 400],
  ["destination an API", { destination: "/api/partners/links" }, 400],
  ["destination with a query", { destination: "/contact?x=1" }, 400],
  ["destination with a trailing slash", { destination: "/contact/" }, 400],
  ["destination empty", { destination: "" }, 400],
  ["destination null", { destination: null }, 400],
  ["destination a number", { destination: 1 }, 400],
  ["unknown field (slug)", { slug: "myslug" }, 400],
  ["unknown field (partnerId)", { partnerId: "someone-else" }, 400],
  ["unknown field (archivedAt)", { archivedAt: null }, 400],
];

describe("POST /api/partners/links refuses bad input, storing nothing", () => {
  it.each(createCases)("%s", async (_name, body, status) => {
    const { token } = await partnerToken();
    const before = await linksFootprint();
    const result = await callRoute(createRoute, "/api/partners/links", { body, token, ip: nextIp() });
    expect(result.status).toBe(status);
    expect(typeof result.json.error).toBe("string");
    expect(await linksFootprint()).toEqual(before);
  });

  it("a body that is not JSON, too large, anonymous or cross-site is a 4xx", async () => {
    const { token } = await partnerToken();
    const before = await linksFootprint();
    const calls = [
      callRoute(createRoute, "/api/partners/links", { rawBody: "{not json", token, ip: nextIp() }),
      callRoute(createRoute, "/api/partners/links", {
        body: { campaign: long(40_000) },
        token,
        ip: nextIp(),
      }),
      callRoute(createRoute, "/api/partners/links", { body: {}, ip: nextIp() }),
      callRoute(createRoute, "/api/partners/links", { body: {}, token: "forged", ip: nextIp() }),
      callRoute(createRoute, "/api/partners/links", {
        body: {},
        token,
        ip: nextIp(),
        headers: { origin: "https://evil.example" },
      }),
    ];
    expect((await Promise.all(calls)).map((result) => result.status)).toEqual([415, 413, 401, 401, 403]);
    expect(await linksFootprint()).toEqual(before);
  });
});

const listCases: [
  name: string,
  options: { token?: string; query?: string; cookie?: string },
  status: number,
][] = [
  ["no session", {}, 401],
  ["a forged bearer token", { token: "forged" }, 401],
  ["an empty bearer token", { token: " " }, 401],
  ["a token with SQL", { token: "x' OR '1'='1" }, 401],
  ["a very long token", { token: long(5000) }, 401],
  ["a forged session cookie", { cookie: "partner_token=forged" }, 401],
  [
    "a partner_ref cookie instead of a session",
    { cookie: "partner_ref=00000000-0000-4000-8000-000000000000" },
    401,
  ],
  ["NUL in a query value", { query: "?partnerId=%00" }, 400],
  ["NUL in a query name", { query: "?a%00b=1" }, 400],
  ["a session token in the query string", { query: "?token=abc" }, 401],
];

describe("GET /api/partners/links refuses what is not a partner's request, changing nothing", () => {
  it.each(listCases)("%s", async (_name, options, status) => {
    const before = await linksFootprint();
    const result = await callRoute(listRoute, `/api/partners/links${options.query ?? ""}`, {
      token: options.token,
      cookie: options.cookie,
      ip: nextIp(),
    });
    expect(result.status).toBe(status);
    expect(typeof result.json.error).toBe("string");
    expect(await linksFootprint()).toEqual(before);
  });

  it.each([
    ["partnerId", "someone-else"],
    ["partner_id", "1 OR 1=1"],
    ["all", "true"],
    ["limit", "-1"],
    ["limit", "100000"],
    ["since", "not-a-date"],
    ["archived", "yes"],
    ["id[]", "x"],
    ["slug", "../../etc/passwd"],
    ["q", "<script>alert(1)</script>"],
    ["", ""],
    ["__proto__", "x"],
    ["constructor", "x"],
    ["days", "999999"],
    ["x", long(2000)],
  ])("query %s=%s is ignored: only the partner's own links, unchanged", async (name, value) => {
    const owner = await partnerToken();
    const { token, partnerId } = await partnerToken();
    await createLink(owner.partnerId, {});
    const own = await createLink(partnerId, {});
    const before = await linkRows();
    const result = await callRoute(
      listRoute,
      `/api/partners/links?${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      { token, ip: nextIp() },
    );
    expect(result.status).toBe(200);
    expect((result.json.links as { id: string }[]).map((link) => link.id)).toEqual([own.id]);
    expect(await linkRows()).toEqual(before);
  });
});

const archiveCases: [name: string, id: string, status: number][] = [
  ["an unknown id", "00000000-0000-4000-8000-000000000000", 404],
  ["not a UUID", "abc", 404],
  ["an empty id", "", 404],
  ["a slug instead of an id", "abcdefgh", 404],
  ["SQL", "x' OR '1'='1", 404],
  ["a path traversal", "../../admin", 404],
  ["a very long id", long(5000), 404],
  ["NUL", "abc\u0000def", 400],
  ["a lone surrogate", "abc\uD800", 400],
  ["a wildcard", "%", 404],
  ["an underscore wildcard", "________-____-____-____-____________", 404],
  ["an id with spaces", " 00000000-0000-4000-8000-000000000000 ", 404],
  ["an upper-case id of nothing", "00000000-0000-4000-8000-00000000000A", 404],
  ["a JSON object", '{"id":1}', 404],
  ["a number", "12345", 404],
  ["a negative number", "-1", 404],
  ["an id with a trailing slash", "00000000-0000-4000-8000-000000000000/", 404],
  ["a quoted id", '"abc"', 404],
  ["the text null", "null", 404],
  ["non-Latin letters", "ссылка", 404],
];

describe("DELETE /api/partners/links/{id} refuses bad input, changing nothing", () => {
  it.each(archiveCases)("%s", async (_name, id, status) => {
    const { token, partnerId } = await partnerToken();
    await createLink(partnerId, {});
    const before = await linkRows();
    const result = await callRoute(archiveRoute, "/api/partners/links/x", {
      method: "DELETE",
      token,
      params: { id },
      ip: nextIp(),
    });
    expect(result.status).toBe(status);
    expect(typeof result.json.error).toBe("string");
    expect(await linkRows()).toEqual(before);
  });

  it("another company's link, an anonymous or a cross-site call, an archived link: 4xx, nothing changed", async () => {
    const owner = await partnerToken();
    const link = await createLink(owner.partnerId, {});
    const stranger = await partnerToken();
    const call = (options: { token?: string; origin?: string; id?: string }) =>
      callRoute(archiveRoute, "/api/partners/links/x", {
        method: "DELETE",
        token: options.token,
        params: { id: options.id ?? link.id },
        ip: nextIp(),
        headers: options.origin ? { origin: options.origin } : undefined,
      });
    const before = await linkRows();
    expect((await call({ token: stranger.token })).status).toBe(404);
    expect((await call({})).status).toBe(401);
    expect((await call({ token: "forged" })).status).toBe(401);
    expect((await call({ token: owner.token, origin: "https://evil.example" })).status).toBe(403);
    expect(await linkRows()).toEqual(before);
    expect((await call({ token: owner.token })).status).toBe(200);
    const archived = await linkRows();
    expect((await call({ token: owner.token })).status).toBe(409);
    expect(await linkRows()).toEqual(archived);
  });
});

const slugCases: [name: string, slug: string][] = [
  ["empty", ""],
  ["unknown", "zzzzzzzz"],
  ["upper case of nothing", "ABCDEFGH"],
  ["too long", long(33)],
  ["very long", long(5000)],
  ["a path traversal", "../admin"],
  ["an absolute address", "https://evil.example"],
  ["protocol-relative", "//evil.example"],
  ["a backslash", "\\evil.example"],
  ["SQL", "x' OR '1'='1"],
  ["a LIKE wildcard", "%"],
  ["an underscore wildcard", "________"],
  ["a script", "<script>alert(1)</script>"],
  ["a header injection", "abc\r\nSet-Cookie: partner_ref=evil"],
  ["spaces", "abc def"],
  ["a link id instead of a slug", "00000000-0000-4000-8000-000000000000"],
  ["an emoji", "abc😀"],
  ["a dot", "."],
  ["a query", "abc?x=1"],
  ["a fragment", "abc#x"],
  ["unicode look-alike", "аbcdefgh"],
  ["a tab", "abc\tdef"],
  ["an encoded slash", "abc%2Fdef"],
];

describe("GET /r/{slug} with a bad slug lands on the home page, with no cookie and no count", () => {
  it.each(slugCases)("%s", async (_name, slug) => {
    const owner = await partnerToken();
    await createLink(owner.partnerId, {});
    const before = await linksFootprint();
    const result = await visit(slug);
    expect(result.status).toBe(307);
    expect(result.response.headers.get("location")).toBe("/");
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect(await linksFootprint()).toEqual(before);
  });

  it.each([
    ["NUL", "abc\u0000def"],
    ["a lone surrogate", "abc\uD800"],
  ])("%s is refused with the API's error, no cookie and no count", async (_name, slug) => {
    const before = await linksFootprint();
    const result = await visit(slug);
    expect(result.status).toBe(400);
    expect(typeof result.json.error).toBe("string");
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect(await linksFootprint()).toEqual(before);
  });
});
