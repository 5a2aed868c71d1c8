import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test } from "../support/test";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// One build serves any domain. The build under test was made with APP_URL set to
// e2eConfig.buildAppUrl (scripts/test-all.mjs); the same .next/standalone is started twice
// here, at once, each with its own APP_URL on its own port. Every absolute address either
// writes (robots.txt, the sitemap, a page's canonical link and og:url, the JSON-LD blocks of
// the website and of a partner's directory page) names its own running address: never the
// build's, never the other one's.
const slug = "address-advisory";
const servers: OwnServer[] = [];

test.describe.configure({ mode: "serial" });

/** A published directory profile of an active partner, written into the server's database. */
function listPartner(dataDir: string) {
  const db = new Database(path.join(dataDir, "app.db"));
  const now = new Date().toISOString();
  const id = randomUUID();
  db.prepare(
    `insert into partners (id, company_name, tier, certification_status, status, source, profile_json, created_at, updated_at)
     values (?, 'Address Advisory', 'gold', 'certified', 'active', 'admin', '{}', ?, ?)`,
  ).run(id, now, now);
  // No website: the block's url is then the partner's page here. A stored logo: its address too.
  db.prepare(
    `insert into directory_profiles (partner_id, slug, published, description, services, industries, countries, languages, logo_key, created_at, updated_at)
     values (?, ?, 1, 'Month-end close for banks in Germany.', '["implementation"]', '["Banking"]', '["DE"]', '["de","en"]', 'directory/logo-1.png', ?, ?)`,
  ).run(id, slug, now, now);
  db.close();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // startOwnServer gives each its own address as APP_URL: http://127.0.0.1:<port>.
  const started = await Promise.all([
    startOwnServer(e2eConfig.port + 40),
    startOwnServer(e2eConfig.port + 41),
  ]);
  for (const server of started) listPartner(server.dataDir);
  servers.push(...started);
});

test.afterAll(async () => Promise.all(servers.map((server) => server.stop())));

/** The addresses this server must never write: the build's and the other server's. */
const foreign = (index: number) => [e2eConfig.buildAppUrl, servers[1 - index]!.baseUrl, "localhost:3000"];

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

for (const index of [0, 1]) {
  test(`server ${index + 1}: robots.txt and the sitemap name its own APP_URL`, async ({ request }) => {
    const site = servers[index]!.baseUrl;
    const robots = await (await request.get(`${site}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);

    const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toContain(`${site}/`);
    expect(locations).toContain(`${site}/about`);
    expect(locations).toContain(`${site}/partners/directory/${slug}`);
    for (const location of locations) expect(location.startsWith(`${site}/`), location).toBe(true);
    for (const other of foreign(index)) expect(robots + sitemap).not.toContain(other);
  });

  test(`server ${index + 1}: a marketing page's canonical link, og:url and JSON-LD`, async ({
    page,
    request,
  }) => {
    const site = servers[index]!.baseUrl;
    // In the HTML's <head> as it is sent, for crawlers that run no script.
    const html = await (await request.get(`${site}/about`)).text();
    expect(headOf(html)).toContain(`<link rel="canonical" href="${site}/about"/>`);
    expect(headOf(html)).toContain(`<meta property="og:url" content="${site}/about"/>`);
    expect(jsonLdBlocks(html)).toContainEqual(
      expect.objectContaining({ "@type": "Organization", url: site, logo: `${site}/icon.svg` }),
    );
    for (const other of foreign(index)) expect(html).not.toContain(other);

    // And in the page as the browser builds it.
    await page.goto(`${site}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", site);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", site);
  });

  test(`server ${index + 1}: the partner directory's pages and their JSON-LD`, async ({ request }) => {
    const site = servers[index]!.baseUrl;
    const list = await (await request.get(`${site}/partners/directory`)).text();
    expect(headOf(list)).toContain(`<link rel="canonical" href="${site}/partners/directory"/>`);
    expect(jsonLdBlocks(list)).toContainEqual(
      expect.objectContaining({ "@type": "Organization", url: site }),
    );

    const pageUrl = `${site}/partners/directory/${slug}`;
    const response = await request.get(pageUrl);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(headOf(html)).toContain(`<link rel="canonical" href="${pageUrl}"/>`);
    expect(headOf(html)).toContain(`<meta property="og:url" content="${pageUrl}"/>`);
    expect(jsonLdBlocks(html)).toContainEqual(
      expect.objectContaining({
        "@type": "Organization",
        name: "Address Advisory",
        url: pageUrl,
        logo: `${site}/api/directory/${slug}/logo?v=logo-1`,
        memberOf: expect.objectContaining({ url: site }),
      }),
    );
    for (const other of foreign(index)) expect(list + html).not.toContain(other);
  });
}
