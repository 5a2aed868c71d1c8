import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createLink } from "@/lib/server/links/partner";
import { CLICKS_PER_ADDRESS_PER_DAY, followLink } from "@/lib/server/links/visits";
import { isBotUserAgent } from "@/lib/server/links/bots";
import { partnerToken } from "@/test/support/accounts";
import { browserAgent, linksFootprint, refCookieFrom, visit } from "@/test/support/links";

const db = freshTestDatabase();

async function newLink(destination = "/") {
  const { partnerId } = await partnerToken();
  return createLink(partnerId, { destination });
}

const clicksOf = async (linkId: string) =>
  db().selectFrom("partner_link_clicks").selectAll().where("link_id", "=", linkId).orderBy("day").execute();

const bots = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "WhatsApp/2.23.20.0",
  "TelegramBot (like TwitterBot)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "curl/8.5.0",
  "python-requests/2.31.0",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
  "",
];
const people = [
  browserAgent,
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
];

describe("counting clicks", () => {
  it("counts a visitor once per link per day, and each visitor and each link on its own", async () => {
    const link = await newLink();
    const other = await newLink();
    const now = new Date("2026-11-25T12:00:00.000Z");
    const ada = { ip: "203.0.113.1", userAgent: browserAgent };
    expect(await followLink(link.slug, ada, now)).toEqual({
      linkId: link.id,
      destination: "/",
      counted: true,
      bot: false,
    });
    expect((await followLink(link.slug, ada, new Date("2026-11-25T23:59:59.999Z")))?.counted).toBe(false);
    expect((await followLink(link.slug, { ...ada, ip: "203.0.113.2" }, now))?.counted).toBe(true);
    expect((await followLink(link.slug, { ...ada, userAgent: people[1]! }, now))?.counted).toBe(true);
    expect((await followLink(other.slug, ada, now))?.counted).toBe(true);
    expect(await clicksOf(link.id)).toHaveLength(3);
  });

  it("counts the same visitor again after midnight UTC, under a new day's salt, and stores no address", async () => {
    const link = await newLink();
    const ada = { ip: "198.51.100.23", userAgent: browserAgent };
    expect((await followLink(link.slug, ada, new Date("2026-11-26T23:59:59.000Z")))?.counted).toBe(true);
    expect((await followLink(link.slug, ada, new Date("2026-11-26T23:59:59.900Z")))?.counted).toBe(false);
    expect((await followLink(link.slug, ada, new Date("2026-11-27T00:00:00.000Z")))?.counted).toBe(true);
    expect((await followLink(link.slug, ada, new Date("2026-11-27T08:00:00.000Z")))?.counted).toBe(false);
    const clicks = await clicksOf(link.id);
    expect(clicks.map((click) => click.day)).toEqual(["2026-11-26", "2026-11-27"]);
    // Different salts: the two days' hashes of one visitor cannot be linked.
    expect(clicks[0]!.visitor).not.toBe(clicks[1]!.visitor);
    expect(JSON.stringify(clicks)).not.toContain("198.51.100.23");
    // Only the current day's salt is kept.
    const salts = await db().selectFrom("link_click_salts").select("day").execute();
    expect(salts.map((salt) => salt.day)).toEqual(["2026-11-27"]);
  });

  it.each(bots)(
    "redirects but never counts the bot or previewer %j, nor gives it a cookie",
    async (userAgent) => {
      expect(isBotUserAgent(userAgent)).toBe(true);
      const link = await newLink("/about");
      const result = await visit(link.slug, {
        userAgent,
        ip: "203.0.113.40",
        cookie: "cookie-consent=accepted",
      });
      expect(result.status).toBe(307);
      expect(result.response.headers.get("location")).toBe("/about");
      expect(result.response.headers.get("set-cookie")).toBeNull();
      expect(await clicksOf(link.id)).toEqual([]);
    },
  );

  it(`counts at most ${CLICKS_PER_ADDRESS_PER_DAY} clicks per link per day from one address, whatever its user agents`, async () => {
    const link = await newLink();
    const other = await newLink();
    const now = new Date("2026-11-25T09:00:00.000Z");
    const counted: boolean[] = [];
    for (let n = 0; n < 21; n++) {
      const followed = await followLink(
        link.slug,
        { ip: "198.51.100.9", userAgent: `${browserAgent} v${n}` },
        now,
      );
      counted.push(followed!.counted);
    }
    expect(counted.filter(Boolean)).toHaveLength(CLICKS_PER_ADDRESS_PER_DAY);
    expect(await clicksOf(link.id)).toHaveLength(CLICKS_PER_ADDRESS_PER_DAY);
    // Another address, another link and the next day each count on their own.
    expect(
      (await followLink(link.slug, { ip: "198.51.100.10", userAgent: browserAgent }, now))?.counted,
    ).toBe(true);
    expect(
      (await followLink(other.slug, { ip: "198.51.100.9", userAgent: browserAgent }, now))?.counted,
    ).toBe(true);
    const tomorrow = new Date("2026-11-26T09:00:00.000Z");
    expect(
      (await followLink(link.slug, { ip: "198.51.100.9", userAgent: browserAgent }, tomorrow))?.counted,
    ).toBe(true);
    // Still no address stored: only salted hashes.
    expect(JSON.stringify(await clicksOf(link.id))).not.toContain("198.51.100.9");
  });

  it.each(people)("counts the browser %j", async (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
    const link = await newLink();
    await visit(link.slug, { userAgent, ip: "203.0.113.41" });
    expect(await clicksOf(link.id)).toHaveLength(1);
  });
});

describe("GET /r/{slug}", () => {
  it("answers 307 to the link's page with the partner_ref cookie: httpOnly, Lax, 90 days, never cached", async () => {
    const link = await newLink("/book-demo");
    const result = await visit(link.slug, { cookie: "cookie-consent=accepted" });
    expect(result.status).toBe(307);
    expect(result.response.headers.get("location")).toBe("/book-demo");
    expect(result.response.headers.get("cache-control")).toBe("private, no-store");
    const cookie = result.response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`partner_ref=${link.id}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(cookie).toMatch(/Path=\//);
    // APP_URL is http here; under https the cookie is Secure.
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("sends an unknown slug home, without a cookie and counting nothing", async () => {
    const before = await linksFootprint();
    const result = await visit("nosuchlk");
    expect(result.status).toBe(307);
    expect(result.response.headers.get("location")).toBe("/");
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect(await linksFootprint()).toEqual(before);
  });

  it.each([
    ["no choice yet", undefined],
    ["Rejected", "cookie-consent=Rejected"],
    ["ACCEPTED (not what the banner writes)", "cookie-consent=ACCEPTED"],
    ["an empty value", "cookie-consent="],
    ["accepted with spaces", "cookie-consent=%20accepted"],
    ["yes", "cookie-consent=yes"],
  ])("sets no cookie before the visitor accepts (%s) but still counts the click", async (_label, cookie) => {
    const link = await newLink();
    const result = await visit(link.slug, { cookie, ip: "203.0.113.55" });
    expect(result.status).toBe(307);
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect(await clicksOf(link.id)).toHaveLength(1);
  });

  it("sets no cookie for a visitor who refused functional cookies, and withdraws an earlier one", async () => {
    const link = await newLink();
    const refused = await visit(link.slug, { cookie: "cookie-consent=rejected" });
    expect(refused.status).toBe(307);
    expect(refCookieFrom(refused.response)).toBe("");
    const earlier = await visit(link.slug, { cookie: `cookie-consent=rejected; partner_ref=${link.id}` });
    expect(earlier.response.headers.get("set-cookie")).toMatch(/partner_ref=;.*Max-Age=0/i);
    const accepted = await visit(link.slug, { cookie: "cookie-consent=accepted" });
    expect(refCookieFrom(accepted.response)).toBe(`partner_ref=${link.id}`);
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    vi.stubEnv("APP_URL", "https://www.finlytic.test");
    const { resetEnvForTests } = await import("@/lib/server/env");
    resetEnvForTests();
    try {
      const link = await newLink();
      expect(
        (await visit(link.slug, { cookie: "cookie-consent=accepted" })).response.headers.get("set-cookie"),
      ).toMatch(/Secure/i);
    } finally {
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
  });
});
