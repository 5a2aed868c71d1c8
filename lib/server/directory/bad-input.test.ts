import fs from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as profileGet, PUT as profilePut } from "@/app/api/partners/directory-profile/route";
import { DELETE as logoDelete, PUT as logoPut } from "@/app/api/partners/directory-profile/logo/route";
import { PUT as hideRoute } from "@/app/api/admin/partners/[id]/directory-profile/route";
import { GET as publicLogo } from "@/app/api/directory/[slug]/logo/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { authMessages } from "@/lib/validation/auth";
import { directoryMessages as d, LOGO_MAX_BYTES } from "@/lib/validation/directory";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { directoryPartner, publishedProfile } from "@/test/support/leads";
import { colleagueToken } from "@/test/support/mdf";
import { rawBody, refusalMessages, refusalSuite, type Case, type Options } from "@/test/support/refusals";
import { buildMultipart, callRoute, clientAddresses, type UploadPart } from "@/test/support/routes";
import { useLocalStorageFolder } from "@/test/support/s3-server";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on the directory endpoints (the company's profile and logo, the team's hide and
// the public logo): the status, the exact message, and nothing changed in the profiles, the
// audit log or the outbox (test/support/refusals.ts), and no logo file stored.

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));
useTestDatabase();
const refuses = refusalSuite("10.143", ["directory_profiles", "partners", "audit_log", "outbox"]);
const setupIp = clientAddresses("10.144");
const { crossSite, notJson, brokenJson, emptyBody, tooLarge } = refusalMessages;
const notMultipart = "The request body must be multipart/form-data.";
const teamOnly = memberPermissionMessages["team:manage"];

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const exe = Buffer.from("MZ\u0090\u0000\u0003 This program cannot be run in DOS mode.");
const logo = (filename: string, content: Buffer, field = "logo"): UploadPart => ({
  filename,
  content,
  field,
});
const multipart = (files: UploadPart[]): Options => {
  const { body, contentType } = buildMultipart({}, files);
  return { rawBody: new Uint8Array(body), headers: { "content-type": contentType } };
};

const s = { admin: "", owner: "", ownerId: "", member: "", pending: "" };
const slugs = { listed: "", unpublished: "", hidden: "", rejected: "", noLogo: "" };
let folder = "";
let storedFiles: string[] = [];
const filesIn = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

beforeAll(async () => {
  folder = useLocalStorageFolder();
  s.admin = (await adminToken()).token;
  const withLogo = async (profile: Record<string, unknown> = publishedProfile) => {
    const partner = await directoryPartner({ companyName: `Co ${crypto.randomUUID().slice(0, 6)}`, profile });
    const put = await callRoute(logoPut, "/api/partners/directory-profile/logo", {
      method: "PUT",
      token: partner.token,
      ...multipart([logo("logo.png", png)]),
      ip: setupIp(),
    });
    if (put.status !== 200) throw new Error(`logo refused: ${put.status} ${put.json.error}`);
    return partner;
  };
  const owner = await withLogo();
  s.owner = owner.token;
  s.ownerId = owner.partnerId;
  slugs.listed = owner.slug;
  s.member = await colleagueToken(owner.partnerId, "member");
  const pending = await createTestPartner({ status: "pending_approval" });
  s.pending = (await createSession(await getDb(), pending.user)).token;
  slugs.unpublished = (await withLogo({ ...publishedProfile, published: false })).slug;
  const hidden = await withLogo();
  slugs.hidden = hidden.slug;
  await callRoute(hideRoute, "/x", {
    method: "PUT",
    token: s.admin,
    params: { id: hidden.partnerId },
    body: { hidden: true, reason: "Out of date." },
    ip: setupIp(),
  });
  const rejected = await withLogo();
  slugs.rejected = rejected.slug;
  await (
    await getDb()
  )
    .updateTable("partners")
    .set({ status: "rejected" })
    .where("id", "=", rejected.partnerId)
    .execute();
  slugs.noLogo = (await directoryPartner({ companyName: "Plain Co" })).slug;
  storedFiles = filesIn(folder);
});

/** A case made as the company's owner (or, for `team`, the programme team). */
const owner = (name: string, options: () => Options, status: number, error: string): Case => ({
  name,
  options: () => ({ token: s.owner, ...options() }),
  status,
  error,
});
const team = (name: string, options: () => Options, status: number, error: string): Case => ({
  name,
  options: () => ({ token: s.admin, ...options() }),
  status,
  error,
});

const partnerSessions = (valid: () => Options, writes: boolean): Case[] => [
  ...(writes
    ? [
        owner(
          "a foreign Origin",
          () => ({ ...valid(), headers: { origin: "https://evil.example" } }),
          403,
          crossSite,
        ),
        owner("an opaque Origin", () => ({ ...valid(), headers: { origin: "null" } }), 403, crossSite),
      ]
    : []),
  owner("a member colleague (no team:manage)", () => ({ ...valid(), token: s.member }), 403, teamOnly),
  owner("no session", () => ({ ...valid(), token: undefined }), 401, authMessages.unauthenticated),
  owner(
    "a forged token",
    () => ({ ...valid(), token: "forged.token.value" }),
    401,
    authMessages.unauthenticated,
  ),
  owner(
    "a Basic authorization",
    () => ({ ...valid(), token: undefined, headers: { authorization: "Basic YWRtaW46YWRtaW4=" } }),
    401,
    authMessages.unauthenticated,
  ),
  owner("the team's session", () => ({ ...valid(), token: s.admin }), 403, authMessages.partnersOnly),
  owner(
    "a company waiting for approval",
    () => ({ ...valid(), token: s.pending }),
    403,
    authMessages.pendingApproval,
  ),
];
const bodyCases = (base: () => Options, error: () => string): Case[] => [
  owner("not JSON", () => ({ ...base(), ...rawBody("{}", "text/plain") }), 415, notJson),
  owner("broken JSON", () => ({ ...base(), ...rawBody("{") }), 400, brokenJson),
  owner("an empty body", () => ({ ...base(), ...rawBody("") }), 400, emptyBody),
  owner(
    "a body over 32 KB",
    () => ({ ...base(), body: { description: "x".repeat(33 * 1024) } }),
    413,
    tooLarge,
  ),
  owner("an array", () => ({ ...base(), body: [] }), 400, error()),
];

const profile = (fields: Record<string, unknown>): Options => ({ body: { ...publishedProfile, ...fields } });
const hide =
  (body: unknown, id = () => s.ownerId) =>
  (): Options => ({ params: { id: id() }, body });
const hideShape = "Send { hidden: true, reason } or { hidden: false }.";
const logoAt =
  (slug: () => string, query = "") =>
  (): Options => ({
    path: `/api/directory/x/logo${query}`,
    params: { slug: slug() },
    token: undefined,
  });

const counts = {
  read: refuses(profileGet, "/api/partners/directory-profile", "GET", () => [
    ...partnerSessions(() => ({}), false),
    owner(
      "a NUL in the query",
      () => ({ path: "/api/partners/directory-profile?x=a%00b" }),
      400,
      forbiddenAddressMessage,
    ),
  ]),

  save: refuses(profilePut, "/api/partners/directory-profile", "PUT", () => [
    ...partnerSessions(() => profile({}), true),
    ...bodyCases(
      () => ({}),
      () => "The profile must be a JSON object.",
    ),
    owner("a string", () => ({ body: "profile" }), 400, "The profile must be a JSON object."),
    owner("the tier (unknown key)", () => profile({ tier: "platinum" }), 400, `${d.unknownField} tier.`),
    owner(
      "certifications (unknown key)",
      () => profile({ certifications: ["gold"] }),
      400,
      `${d.unknownField} certifications.`,
    ),
    owner(
      "published as a string",
      () => profile({ published: "yes" }),
      400,
      "published must be true or false.",
    ),
    owner("no published", () => profile({ published: undefined }), 400, "published must be true or false."),
    owner(
      "a description of 601 characters",
      () => profile({ description: "d".repeat(601) }),
      400,
      d.description,
    ),
    owner("a description that is a number", () => profile({ description: 5 }), 400, d.description),
    owner("a description with NUL", () => profile({ description: "a\u0000b" }), 400, textMessages.multiLine),
    owner(
      "a description with a lone surrogate",
      () => profile({ description: "a\uD800b" }),
      400,
      invalidCharactersMessage,
    ),
    owner("an unknown service", () => profile({ services: ["hacking"] }), 400, d.services),
    owner("services as a string", () => profile({ services: "implementation" }), 400, d.services),
    owner("an unknown industry", () => profile({ industries: ["Piracy"] }), 400, d.industries),
    owner("an unknown country", () => profile({ countries: ["XX"] }), 400, d.countries),
    owner("a country in lower case", () => profile({ countries: ["de"] }), 400, d.countries),
    owner("an unknown language", () => profile({ languages: ["tlh"] }), 400, d.languages),
    owner("a website without a scheme", () => profile({ website: "northwind.example" }), 400, d.website),
    owner("a javascript: website", () => profile({ website: "javascript:alert(1)" }), 400, d.website),
    owner("a website that is a number", () => profile({ website: 42 }), 400, d.website),
    owner("publishing without services", () => profile({ services: [] }), 400, d.publishIncomplete),
    owner("publishing without a description", () => profile({ description: "" }), 400, d.publishIncomplete),
  ]),

  upload: refuses(logoPut, "/api/partners/directory-profile/logo", "PUT", () => [
    ...partnerSessions(() => multipart([logo("logo.png", png)]), true),
    owner("a JSON body", () => ({ body: { logo: "logo.png" } }), 415, notMultipart),
    owner("no file", () => multipart([]), 400, d.logoMissing),
    owner("two files", () => multipart([logo("a.png", png), logo("b.png", png)]), 400, d.logoMissing),
    owner(
      "a file in another field",
      () => multipart([logo("logo.png", png, "file")]),
      400,
      'Unexpected file field "file".',
    ),
    owner("an executable named .png", () => multipart([logo("logo.png", exe)]), 400, d.logoType),
    owner("an SVG named .png", () => multipart([logo("logo.png", svg)]), 400, d.logoType),
    owner("a GIF named .gif", () => multipart([logo("logo.gif", gif)]), 400, d.logoType),
    owner("a GIF named .jpg", () => multipart([logo("logo.jpg", gif)]), 400, d.logoType),
    owner("a PNG named .txt", () => multipart([logo("logo.txt", png)]), 400, d.logoType),
    owner("a PNG without an extension", () => multipart([logo("logo", png)]), 400, d.logoType),
    owner(
      "an image over 1 MB",
      () => multipart([logo("logo.png", Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES)]))]),
      413,
      d.logoType,
    ),
  ]),

  remove: refuses(logoDelete, "/api/partners/directory-profile/logo", "DELETE", () =>
    partnerSessions(() => ({}), true),
  ),

  hide: refuses(hideRoute, "/api/admin/partners/{id}/directory-profile", "PUT", () => {
    const reason = { hidden: true, reason: "Out of date." };
    return [
      team(
        "a foreign Origin",
        () => ({ ...hide(reason)(), headers: { origin: "https://evil.example" } }),
        403,
        crossSite,
      ),
      team("an opaque Origin", () => ({ ...hide(reason)(), headers: { origin: "null" } }), 403, crossSite),
      team("no session", () => ({ ...hide(reason)(), token: undefined }), 401, authMessages.unauthenticated),
      team(
        "a forged token",
        () => ({ ...hide(reason)(), token: "forged.token.value" }),
        401,
        authMessages.unauthenticated,
      ),
      team(
        "a partner's session",
        () => ({ ...hide(reason)(), token: s.owner }),
        403,
        authMessages.adminsOnly,
      ),
      team("not JSON", () => ({ params: { id: s.ownerId }, ...rawBody("{}", "text/plain") }), 415, notJson),
      team("broken JSON", () => ({ params: { id: s.ownerId }, ...rawBody("{") }), 400, brokenJson),
      team("an empty body", () => ({ params: { id: s.ownerId }, ...rawBody("") }), 400, emptyBody),
      team("an array", hide([]), 400, hideShape),
      team("no hidden", hide({ reason: "Out of date." }), 400, hideShape),
      team("hidden as a string", hide({ hidden: "true", reason: "Out of date." }), 400, hideShape),
      team("no reason", hide({ hidden: true }), 400, d.hideReason),
      team("a reason of 2 characters", hide({ hidden: true, reason: "no" }), 400, d.hideReason),
      team("a reason of 501 characters", hide({ hidden: true, reason: "r".repeat(501) }), 400, d.hideReason),
      team("a reason with NUL", hide({ hidden: true, reason: "a\u0000bc" }), 400, textMessages.multiLine),
      team(
        "an unknown key",
        hide({ ...reason, partnerId: "someone" }),
        400,
        refusalMessages.unrecognized("partnerId"),
      ),
      team(
        "an unknown key beside hidden false",
        hide({ hidden: false, published: true }),
        400,
        refusalMessages.unrecognized("published"),
      ),
      team(
        "an unknown partner",
        hide(reason, () => crypto.randomUUID()),
        404,
        d.notFound,
      ),
      team(
        "a partner id with SQL",
        hide(reason, () => "' OR '1'='1"),
        404,
        d.notFound,
      ),
    ];
  }),

  publicLogo: refuses(publicLogo, "/api/directory/{slug}/logo", "GET", () => [
    team(
      "an unknown slug",
      logoAt(() => "no-such-partner"),
      404,
      d.logoNotFound,
    ),
    team(
      "an unpublished profile",
      logoAt(() => slugs.unpublished),
      404,
      d.logoNotFound,
    ),
    team(
      "a profile the team hid",
      logoAt(() => slugs.hidden),
      404,
      d.logoNotFound,
    ),
    team(
      "a company no longer active",
      logoAt(() => slugs.rejected),
      404,
      d.logoNotFound,
    ),
    team(
      "a profile without a logo",
      logoAt(() => slugs.noLogo),
      404,
      d.logoNotFound,
    ),
    team(
      "a slug with SQL",
      logoAt(() => "' OR '1'='1"),
      404,
      d.logoNotFound,
    ),
    team(
      "a slug of 5,000 characters",
      logoAt(() => "s".repeat(5000)),
      404,
      d.logoNotFound,
    ),
    team(
      "a NUL in the query",
      logoAt(() => slugs.listed, "?v=a%00b"),
      400,
      forbiddenAddressMessage,
    ),
  ]),
};

describe("the directory refusals", () => {
  it("covers each endpoint with at least 7 refusals, and those taking a body or file with 15", () => {
    for (const [endpoint, count] of Object.entries(counts)) expect(count, endpoint).toBeGreaterThanOrEqual(7);
    for (const endpoint of ["save", "upload", "hide"] as const)
      expect(counts[endpoint], endpoint).toBeGreaterThanOrEqual(15);
  });

  it("stored no logo file for any refused upload", () => {
    expect(filesIn(folder)).toEqual(storedFiles);
  });
});
