import { describe, expect, it } from "vitest";
import { GET as profileGet, PUT as profilePut } from "@/app/api/partners/directory-profile/route";
import { PUT as hideRoute } from "@/app/api/admin/partners/[id]/directory-profile/route";
import { createSession } from "@/lib/server/auth/session";
import { directoryMessages, directoryFilterSchema } from "@/lib/validation/directory";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { directoryPartner, publishedProfile } from "@/test/support/leads";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { filterPartners, listListedPartners } from "./public";
import { slugOf } from "./records";

const db = useTestDatabase();
const nextIp = clientAddresses("10.94");
const put = (token: string, body: unknown) =>
  callRoute(profilePut, "/api/partners/directory-profile", { method: "PUT", token, body, ip: nextIp() });

describe("a company's directory profile", () => {
  it("starts unpublished with a slug from the company's name, tier from the programme's data", async () => {
    const partner = await directoryPartner({
      companyName: "Überblick Finanz GmbH",
      profile: null,
      tier: "gold",
    });
    const read = await callRoute(profileGet, "/api/partners/directory-profile", { token: partner.token });
    expect(read.status).toBe(200);
    expect(read.json.profile).toMatchObject({
      slug: "uberblick-finanz-gmbh",
      published: false,
      listed: false,
      tier: "gold",
      certifications: [],
    });
    expect((await listListedPartners()).map((p) => p.slug)).not.toContain(partner.slug);
  });

  it("publishes, appears in the directory, and leaves it when unpublished", async () => {
    const partner = await directoryPartner({ companyName: "Published Partner" });
    const listed = (await listListedPartners()).find((p) => p.slug === partner.slug);
    expect(listed).toMatchObject({ name: "Published Partner", services: ["implementation", "consulting"] });
    const off = await put(partner.token, { ...publishedProfile, published: false });
    expect(off.status).toBe(200);
    expect((await listListedPartners()).map((p) => p.slug)).not.toContain(partner.slug);
  });

  it("gives two companies of one name two slugs", async () => {
    const a = await directoryPartner({ companyName: "Twin Advisory" });
    const b = await directoryPartner({ companyName: "Twin Advisory" });
    expect(a.slug).toBe("twin-advisory");
    expect(b.slug).toBe("twin-advisory-2");
    expect(slugOf("  --  ")).toBe("partner");
  });

  it("transliterates names in other scripts into readable, unique slugs that stay put", async () => {
    const cases: [string, string][] = [
      ["王小明科技有限公司", "wang-xiao-ming-ke-ji-you-xian-gong-si"],
      ["김민준 Holdings LLC", "gimminjun-holdings-llc"],
      ["Дмитрий Петров Консалтинг", "dmitriy-petrov-konsalting"],
      ["Zoë Ångström AB", "zoe-angstrom-ab"],
      ["Ærøskøbing Services", "aeroskobing-services"],
    ];
    for (const [name, slug] of cases) expect(slugOf(name)).toBe(slug);
    expect(slugOf("محمد الأحمد")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    const first = await directoryPartner({ companyName: "王小明科技有限公司" });
    const second = await directoryPartner({ companyName: "王小明科技有限公司" });
    expect(first.slug).toBe("wang-xiao-ming-ke-ji-you-xian-gong-si");
    expect(second.slug).toBe("wang-xiao-ming-ke-ji-you-xian-gong-si-2");
    // A renamed company keeps its address: the slug is chosen once.
    await db()
      .updateTable("partners")
      .set({ company_name: "Wang Technology Ltd" })
      .where("id", "=", first.partner.id)
      .execute();
    const again = await put(first.token, { ...publishedProfile, description: "Renamed, same address." });
    expect((again.json.profile as { slug: string }).slug).toBe(first.slug);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const partner = await directoryPartner({ companyName: "Careful Co", profile: null });
    const cases: [unknown, string][] = [
      [{ ...publishedProfile, description: "" }, directoryMessages.publishIncomplete],
      [{ ...publishedProfile, services: ["hairdressing"] }, directoryMessages.services],
      [{ ...publishedProfile, countries: ["XX"] }, directoryMessages.countries],
      [{ ...publishedProfile, website: "javascript:alert(1)" }, directoryMessages.website],
      [{ ...publishedProfile, description: "x".repeat(601) }, directoryMessages.description],
      [{ ...publishedProfile, tier: "platinum" }, `${directoryMessages.unknownField} tier.`],
      [{ ...publishedProfile, published: "yes" }, "published must be true or false."],
    ];
    for (const [body, message] of cases) {
      const result = await put(partner.token, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json.error).toContain(message);
    }
    const row = await db()
      .selectFrom("directory_profiles")
      .selectAll()
      .where("partner_id", "=", partner.partnerId)
      .executeTakeFirstOrThrow();
    expect(row.published).toBe(0);
    expect(row.description).toBe("");
  });

  it("is edited by owners and admins only", async () => {
    const owner = await directoryPartner({ companyName: "Roles Co", profile: null });
    const member = await createTestPartner({ memberRole: "member" });
    const session = await createSession(db(), member.user);
    const result = await put(session.token, publishedProfile);
    expect(result.status).toBe(403);
    expect(owner.slug).toBe("roles-co");
  });
});

describe("the team's hide", () => {
  it("takes a published profile off the site with a reason, audited, and shows it again", async () => {
    const partner = await directoryPartner({ companyName: "Hidden Co" });
    const admin = await adminToken();
    const hide = (body: unknown) =>
      callRoute(hideRoute, "/x", {
        method: "PUT",
        token: admin.token,
        params: { id: partner.partnerId },
        body,
      });
    const bad = await hide({ hidden: true, reason: "x" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(directoryMessages.hideReason);
    const hidden = await hide({ hidden: true, reason: "Claims a certification it does not hold." });
    expect(hidden.status).toBe(200);
    expect(hidden.json.profile).toMatchObject({
      published: true,
      listed: false,
      hidden: { reason: "Claims a certification it does not hold." },
    });
    expect((await listListedPartners()).map((p) => p.slug)).not.toContain(partner.slug);
    // The company's own save does not undo the team's hide.
    await put(partner.token, publishedProfile);
    expect((await listListedPartners()).map((p) => p.slug)).not.toContain(partner.slug);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", partner.partnerId)
      .where("action", "=", "directory.profile_hidden")
      .execute();
    expect(audit).toHaveLength(1);
    expect((await hide({ hidden: false })).status).toBe(200);
    expect((await listListedPartners()).map((p) => p.slug)).toContain(partner.slug);
  });
});

describe("the directory's filters", () => {
  it("filter by industry, place, service, language, tier and search text", async () => {
    await directoryPartner({ companyName: "Filter Alpha", tier: "platinum" });
    await directoryPartner({
      companyName: "Filter Beta",
      profile: {
        ...publishedProfile,
        description: "Retail finance specialists in France.",
        services: ["training"],
        industries: ["Retail"],
        countries: ["FR"],
        languages: ["fr"],
      },
    });
    const all = (await listListedPartners()).filter((p) => p.name.startsWith("Filter"));
    const names = (query: Record<string, string>) =>
      filterPartners(all, directoryFilterSchema.parse(query)).map((p) => p.name);
    expect(names({})).toEqual(["Filter Alpha", "Filter Beta"]);
    expect(names({ industry: "Retail" })).toEqual(["Filter Beta"]);
    expect(names({ place: "DE" })).toEqual(["Filter Alpha"]);
    expect(names({ service: "training" })).toEqual(["Filter Beta"]);
    expect(names({ language: "de" })).toEqual(["Filter Alpha"]);
    expect(names({ tier: "platinum" })).toEqual(["Filter Alpha"]);
    expect(names({ q: "france" })).toEqual(["Filter Beta"]);
    expect(names({ industry: "Banking", language: "fr" })).toEqual([]);
    // Platinum before bronze.
    expect(all[0]!.name).toBe("Filter Alpha");
  });
});
