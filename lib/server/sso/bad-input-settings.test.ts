import { afterAll, beforeAll, describe } from "vitest";
import { GET as getSso, PUT as putSso } from "@/app/api/partners/sso/route";
import { POST as verifyDomain } from "@/app/api/partners/sso/verify/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { authMessages } from "@/lib/validation/auth";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { ssoMessages, type PartnerSsoDto } from "@/lib/validation/sso";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { startTestDnsServer, type TestDnsServer } from "@/test/support/dns-server";
import { addColleague } from "@/test/support/members";
import { rawBody, refusalMessages, refusalSuite, type Case, type Options } from "@/test/support/refusals";
import { callRoute } from "@/test/support/routes";
import { partnerClient, useTestProvider } from "@/test/support/sso";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on a partner company's single sign-on settings (GET and PUT /api/partners/sso) and
// its domain proofs (POST /api/partners/sso/verify): the status, the exact message, and nothing
// changed in the providers, domains, sessions, audit log, notifications or outbox
// (test/support/refusals.ts). The issuer checks run against a real provider on loopback.

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  process.env.SSO_DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.SSO_DNS_SERVERS;
  await dns.stop();
});
useTestDatabase();
const provider = useTestProvider();
const refuses = refusalSuite("10.151", [
  "sso_providers",
  "sso_domains",
  "sessions",
  "audit_log",
  "notifications",
  "outbox",
]);
const { crossSite, notJson, brokenJson, emptyBody, tooLarge, unrecognized } = refusalMessages;
const expectedObject = (received: string) => `Invalid input: expected object, received ${received}`;

const s = { owner: "", admin: "", member: "", finance: "", fresh: "", pending: "", team: "", rival: "" };

const settings = (extra: Record<string, unknown> = {}) => ({
  issuer: provider().issuer,
  clientId: partnerClient.client_id,
  clientSecret: partnerClient.client_secret,
  domains: ["own.example", "pending.example"],
  ...extra,
});

async function owner(domain: string, status: "active" | "pending_approval" = "active") {
  const account = await createTestPartner({
    email: `owner@${domain}`,
    companyName: `Company ${domain}`,
    status,
  });
  return { account, token: (await createSession(await getDb(), account.user)).token };
}

async function save(token: string, body: unknown) {
  const result = await callRoute(putSso, "/api/partners/sso", { method: "PUT", body, token });
  if (result.status !== 200) throw new Error(`not saved: ${result.status} ${result.json.error}`);
  return result.json.sso as PartnerSsoDto;
}

async function prove(token: string, sso: PartnerSsoDto, domain: string) {
  const record = sso.domains.find((d) => d.domain === domain)!;
  dns.setTxt(record.txtName, [record.txtValue]);
  const proved = await callRoute(verifyDomain, "/api/partners/sso/verify", { body: { domain }, token });
  if (proved.status !== 200) throw new Error(`not proved: ${proved.status} ${proved.json.error}`);
}

beforeAll(async () => {
  // The company: own.example proved, pending.example and contested.example listed only.
  const company = await owner("own.example");
  s.owner = company.token;
  await prove(
    s.owner,
    await save(s.owner, settings({ domains: ["own.example", "contested.example"] })),
    "own.example",
  );
  s.admin = (await addColleague(company.account.partner.id, "admin")).token;
  s.member = (await addColleague(company.account.partner.id, "member")).token;
  s.finance = (await addColleague(company.account.partner.id, "finance")).token;
  // Another company proved rival.example, and then contested.example (which the first lists).
  const rival = await owner("rival.example");
  s.rival = rival.token;
  const rivalSso = await save(s.rival, settings({ domains: ["rival.example", "contested.example"] }));
  await save(s.owner, settings({ domains: ["own.example", "pending.example", "contested.example"] }));
  await prove(s.rival, rivalSso, "rival.example");
  await prove(s.rival, rivalSso, "contested.example");
  // A company with no provider yet, and one still waiting for approval.
  s.fresh = (await owner("fresh.example")).token;
  s.pending = (await owner("waiting.example", "pending_approval")).token;
  s.team = (await adminToken()).token;
});

const put =
  (body: () => unknown, token = () => s.owner) =>
  () => ({ method: "PUT", token: token(), body: body() });
const as = (token: () => string, options: () => Options) => () => ({ ...options(), token: token() });
const putCase = (name: string, body: () => unknown, status: number, error: string): Case => ({
  name,
  options: () => ({ method: "PUT", token: s.owner, body: body() }),
  status,
  error,
});

/** Who may not read or change the settings at all, whatever the request. */
const sessions = (valid: () => Options, checksOrigin: boolean): Case[] => [
  {
    name: "no session",
    options: () => ({ ...valid(), token: undefined }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a forged session token",
    options: as(() => "eyJhbGciOiJIUzI1NiJ9.e30.x", valid),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a colleague who is an admin",
    options: as(() => s.admin, valid),
    status: 403,
    error: ssoMessages.ownersOnly,
  },
  {
    name: "a colleague who is a member",
    options: as(() => s.member, valid),
    status: 403,
    error: ssoMessages.ownersOnly,
  },
  {
    name: "a colleague in finance",
    options: as(() => s.finance, valid),
    status: 403,
    error: ssoMessages.ownersOnly,
  },
  {
    name: "the owner of a company awaiting approval",
    options: as(() => s.pending, valid),
    status: 403,
    error: authMessages.pendingApproval,
  },
  {
    name: "the programme team",
    options: as(() => s.team, valid),
    status: 403,
    error: authMessages.partnersOnly,
  },
  {
    name: "a NUL in the query string",
    options: () => ({ ...valid(), path: "/x?view=%00" }),
    status: 400,
    error: forbiddenAddressMessage,
  },
  ...(checksOrigin
    ? [
        {
          name: "a foreign Origin",
          options: () => ({ ...valid(), headers: { origin: "https://evil.example" } }),
          status: 403,
          error: crossSite,
        },
        {
          name: "an Origin that is not a URL",
          options: () => ({ ...valid(), headers: { origin: "null" } }),
          status: 403,
          error: crossSite,
        },
      ]
    : []),
];

/** What is wrong with the body before any field is read. */
const bodies = (method: string, token: () => string, big: () => unknown): Case[] => {
  const raw = (text: string, type?: string) => () => ({ method, token: token(), ...rawBody(text, type) });
  return [
    { name: "no body", options: () => ({ method, token: token() }), status: 415, error: notJson },
    {
      name: "a form body",
      options: raw("issuer=x", "application/x-www-form-urlencoded"),
      status: 415,
      error: notJson,
    },
    { name: "text/plain JSON", options: raw("{}", "text/plain"), status: 415, error: notJson },
    { name: "an empty JSON body", options: raw(""), status: 400, error: emptyBody },
    { name: "broken JSON", options: raw('{"issuer":'), status: 400, error: brokenJson },
    {
      name: "JSON with a trailing comma",
      options: raw('{"domain":"own.example",}'),
      status: 400,
      error: brokenJson,
    },
    { name: "an array", options: raw("[]"), status: 400, error: expectedObject("array") },
    { name: "null", options: raw("null"), status: 400, error: expectedObject("null") },
    { name: "a string", options: raw('"own.example"'), status: 400, error: expectedObject("string") },
    { name: "a number", options: raw("42"), status: 400, error: expectedObject("number") },
    {
      name: "over 32 KB",
      options: () => ({ method, token: token(), body: big() }),
      status: 413,
      error: tooLarge,
    },
  ];
};

refuses(getSso, "/api/partners/sso", "GET", () => sessions(() => ({ method: "GET", token: s.owner }), false));

refuses(putSso, "/api/partners/sso", "PUT", () => [
  ...sessions(
    put(() => settings()),
    true,
  ),
  ...bodies(
    "PUT",
    () => s.owner,
    () => settings({ clientId: "x".repeat(33 * 1024) }),
  ),
  // The issuer.
  putCase("no issuer", () => settings({ issuer: undefined }), 400, ssoMessages.issuerInvalid),
  putCase("an empty issuer", () => settings({ issuer: "" }), 400, ssoMessages.issuerInvalid),
  putCase("an issuer of spaces", () => settings({ issuer: "   " }), 400, ssoMessages.issuerInvalid),
  putCase("an issuer that is a number", () => settings({ issuer: 443 }), 400, ssoMessages.issuerInvalid),
  putCase(
    "an issuer that is an object",
    () => settings({ issuer: { href: "https://x.example" } }),
    400,
    ssoMessages.issuerInvalid,
  ),
  putCase(
    "an issuer that is not a URL",
    () => settings({ issuer: "login.example.com" }),
    400,
    ssoMessages.issuerInvalid,
  ),
  putCase(
    "an ftp issuer",
    () => settings({ issuer: "ftp://login.example.com" }),
    400,
    ssoMessages.issuerInvalid,
  ),
  putCase(
    "a javascript: issuer",
    () => settings({ issuer: "javascript:alert(1)" }),
    400,
    ssoMessages.issuerInvalid,
  ),
  putCase("a file: issuer", () => settings({ issuer: "file:///etc/passwd" }), 400, ssoMessages.issuerInvalid),
  putCase(
    "an issuer with a space in its host",
    () => settings({ issuer: "https://log in.example.com" }),
    400,
    ssoMessages.issuerInvalid,
  ),
  putCase(
    "an issuer over 500 characters",
    () => settings({ issuer: `https://login.example.com/${"a".repeat(500)}` }),
    400,
    ssoMessages.issuerInvalid,
  ),
  putCase(
    "a NUL in the issuer",
    () => settings({ issuer: `${provider().issuer}/\u0000` }),
    400,
    invalidCharactersMessage,
  ),
  putCase(
    "a lone surrogate in the issuer",
    () => settings({ issuer: `${provider().issuer}/\uD800` }),
    400,
    invalidCharactersMessage,
  ),
  putCase(
    "an issuer path the provider does not serve",
    () => settings({ issuer: `${provider().issuer}/tenant-x` }),
    400,
    ssoMessages.providerUnreachable,
  ),
  putCase(
    "an issuer with a query string",
    () => settings({ issuer: `${provider().issuer}/?tenant=x` }),
    400,
    ssoMessages.providerUnreachable,
  ),
  putCase(
    "an issuer with a fragment",
    () => settings({ issuer: `${provider().issuer}#x` }),
    400,
    ssoMessages.providerUnreachable,
  ),
  putCase(
    "an issuer with credentials",
    () => settings({ issuer: provider().issuer.replace("//", "//user:pass@") }),
    400,
    ssoMessages.providerUnreachable,
  ),
  putCase(
    "https to a provider that speaks http",
    () => settings({ issuer: provider().issuer.replace("http:", "https:") }),
    400,
    ssoMessages.providerUnreachable,
  ),
  putCase(
    "an issuer that serves a web page, not a configuration",
    () => settings({ issuer: `${provider().issuer}/interaction/none` }),
    400,
    ssoMessages.providerUnreachable,
  ),
  // Nothing listens there: the provider did not answer (502, the same message).
  putCase(
    "an issuer where nothing listens",
    () => settings({ issuer: "http://127.0.0.1:9" }),
    502,
    ssoMessages.providerUnreachable,
  ),
  // The client.
  putCase("no client ID", () => settings({ clientId: undefined }), 400, ssoMessages.clientIdMissing),
  putCase("an empty client ID", () => settings({ clientId: "" }), 400, ssoMessages.clientIdMissing),
  putCase("a client ID of spaces", () => settings({ clientId: "  \t " }), 400, ssoMessages.clientIdMissing),
  putCase(
    "a client ID that is a number",
    () => settings({ clientId: 12345 }),
    400,
    ssoMessages.clientIdMissing,
  ),
  putCase(
    "a client ID that is an array",
    () => settings({ clientId: ["partner-app"] }),
    400,
    ssoMessages.clientIdMissing,
  ),
  putCase(
    "a client ID over 300 characters",
    () => settings({ clientId: "c".repeat(301) }),
    400,
    ssoMessages.clientIdMissing,
  ),
  putCase(
    "a NUL in the client ID",
    () => settings({ clientId: "partner\u0000app" }),
    400,
    invalidCharactersMessage,
  ),
  putCase(
    "a client secret that is a number",
    () => settings({ clientSecret: 1234 }),
    400,
    "Invalid input: expected string, received number",
  ),
  putCase(
    "a client secret that is null",
    () => settings({ clientSecret: null }),
    400,
    "Invalid input: expected string, received null",
  ),
  putCase(
    "a client secret over 500 characters",
    () => settings({ clientSecret: "s".repeat(501) }),
    400,
    ssoMessages.clientSecretMissing,
  ),
  putCase(
    "a lone surrogate in the client secret",
    () => settings({ clientSecret: "secret\uDC00" }),
    400,
    invalidCharactersMessage,
  ),
  {
    name: "no client secret where none is stored yet",
    options: put(
      () => settings({ clientSecret: undefined, domains: ["fresh.example"] }),
      () => s.fresh,
    ),
    status: 400,
    error: ssoMessages.clientSecretMissing,
  },
  {
    name: "an empty client secret where none is stored yet",
    options: put(
      () => settings({ clientSecret: "   ", domains: ["fresh.example"] }),
      () => s.fresh,
    ),
    status: 400,
    error: ssoMessages.clientSecretMissing,
  },
  // The domains.
  putCase("no domains", () => settings({ domains: undefined }), 400, ssoMessages.domainInvalid),
  putCase(
    "domains as one string",
    () => settings({ domains: "own.example" }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "domains as an object",
    () => settings({ domains: { 0: "own.example" } }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase("a domain that is a number", () => settings({ domains: [42] }), 400, ssoMessages.domainInvalid),
  putCase(
    "a domain that is null",
    () => settings({ domains: ["own.example", null] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase("an empty domain", () => settings({ domains: [""] }), 400, ssoMessages.domainInvalid),
  putCase(
    "a domain without a dot",
    () => settings({ domains: ["localhost"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a domain with a space",
    () => settings({ domains: ["own example.com"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "an email address for a domain",
    () => settings({ domains: ["kim@own.example"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a URL for a domain",
    () => settings({ domains: ["https://own.example"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a domain with a path",
    () => settings({ domains: ["own.example/sso"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a wildcard domain",
    () => settings({ domains: ["*.own.example"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a domain with a trailing dot",
    () => settings({ domains: ["own.example."] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a label starting with a hyphen",
    () => settings({ domains: ["-own.example"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a label over 63 characters",
    () => settings({ domains: [`${"a".repeat(64)}.example`] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a domain over 253 characters",
    () => settings({ domains: [`${"abcdefghi.".repeat(26)}example`] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase("an IP address", () => settings({ domains: ["192.168.0.1"] }), 400, ssoMessages.domainInvalid),
  putCase(
    "a domain in Unicode, not punycode",
    () => settings({ domains: ["exämple.com"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "a NUL in a domain",
    () => settings({ domains: ["own.example\u0000.evil.test"] }),
    400,
    ssoMessages.domainInvalid,
  ),
  putCase(
    "21 domains",
    () => settings({ domains: Array.from({ length: 21 }, (_, i) => `d${i}.example`) }),
    400,
    ssoMessages.tooManyDomains,
  ),
  putCase(
    "a domain another company proved",
    () => settings({ domains: ["own.example", "Rival.Example"] }),
    409,
    `${ssoMessages.domainTaken} (rival.example)`,
  ),
  putCase(
    "a domain another company proved since it was listed",
    () => settings({ domains: ["own.example", "contested.example"] }),
    409,
    `${ssoMessages.domainTaken} (contested.example)`,
  ),
  // Requiring single sign-on.
  putCase(
    "requireSso as a string",
    () => settings({ requireSso: "true" }),
    400,
    "Invalid input: expected boolean, received string",
  ),
  putCase(
    "requireSso as a number",
    () => settings({ requireSso: 1 }),
    400,
    "Invalid input: expected boolean, received number",
  ),
  putCase(
    "requireSso without a proved domain kept",
    () => settings({ domains: ["pending.example"], requireSso: true }),
    409,
    ssoMessages.requireNeedsDomain,
  ),
  putCase(
    "requireSso with no domains at all",
    () => settings({ domains: [], requireSso: true }),
    409,
    ssoMessages.requireNeedsDomain,
  ),
  // Keys the settings do not have: never saved as something else, nor silently dropped.
  putCase(
    "requireSSO (a misspelt key)",
    () => settings({ domains: ["own.example"], requireSSO: true }),
    400,
    unrecognized("requireSSO"),
  ),
  putCase(
    "another company's id",
    () => settings({ domains: ["own.example"], partnerId: "someone-else" }),
    400,
    unrecognized("partnerId"),
  ),
  putCase(
    "a verified flag",
    () => settings({ domains: ["own.example"], verified: true }),
    400,
    unrecognized("verified"),
  ),
  putCase(
    "a NUL in a key",
    () => ({ ...settings({ domains: ["own.example"] }), "a\u0000b": 1 }),
    400,
    unrecognized("a\u0000b"),
  ),
]);

describe("with plain http issuers refused", () => {
  beforeAll(() => {
    process.env.OIDC_ALLOW_HTTP_ISSUERS = "false";
    resetEnvForTests();
  });
  afterAll(() => {
    process.env.OIDC_ALLOW_HTTP_ISSUERS = "true";
    resetEnvForTests();
  });
  refuses(putSso, "/api/partners/sso", "PUT", () => [
    putCase("an http issuer", () => settings({ domains: ["own.example"] }), 400, ssoMessages.issuerHttp),
    putCase(
      "an HTTP issuer in capitals",
      () => settings({ domains: ["own.example"], issuer: "HTTP://login.example.com" }),
      400,
      ssoMessages.issuerHttp,
    ),
  ]);
});

describe("with private issuers refused", () => {
  beforeAll(() => {
    process.env.OIDC_ALLOW_PRIVATE_ISSUERS = "false";
    resetEnvForTests();
  });
  afterAll(() => {
    process.env.OIDC_ALLOW_PRIVATE_ISSUERS = "true";
    resetEnvForTests();
  });
  const privateIssuer = (name: string, issuer: () => string) =>
    putCase(
      name,
      () => settings({ domains: ["own.example"], issuer: issuer() }),
      400,
      ssoMessages.issuerPrivate,
    );
  refuses(putSso, "/api/partners/sso", "PUT", () => [
    privateIssuer("the provider on loopback", () => provider().issuer),
    privateIssuer("localhost", () => provider().issuer.replace("127.0.0.1", "localhost")),
    privateIssuer("127.1", () => provider().issuer.replace("127.0.0.1", "127.1")),
    privateIssuer("a decimal loopback address", () => provider().issuer.replace("127.0.0.1", "2130706433")),
    privateIssuer("IPv6 loopback", () => provider().issuer.replace("127.0.0.1", "[::1]")),
    privateIssuer("IPv4-mapped IPv6 loopback", () =>
      provider().issuer.replace("127.0.0.1", "[::ffff:127.0.0.1]"),
    ),
    privateIssuer("0.0.0.0", () => "http://0.0.0.0:8080"),
    privateIssuer("a private network address", () => "https://10.0.0.5"),
    privateIssuer("a 192.168 address", () => "https://192.168.1.10/realms/x"),
    privateIssuer("a 172.16 address", () => "https://172.16.0.1"),
    privateIssuer("the cloud metadata address", () => "http://169.254.169.254/latest"),
    privateIssuer("a carrier-grade NAT address", () => "https://100.64.0.1"),
    privateIssuer("an IPv6 unique local address", () => "https://[fd00::1]"),
  ]);
});

const verify =
  (body: () => unknown, token = () => s.owner) =>
  () => ({ method: "POST", token: token(), body: body() });
const verifyCase = (name: string, body: () => unknown, status: number, error: string): Case => ({
  name,
  options: () => ({ method: "POST", token: s.owner, body: body() }),
  status,
  error,
});

refuses(verifyDomain, "/api/partners/sso/verify", "POST", () => [
  ...sessions(
    verify(() => ({ domain: "pending.example" })),
    true,
  ),
  ...bodies(
    "POST",
    () => s.owner,
    () => ({ domain: "x".repeat(33 * 1024) }),
  ),
  verifyCase("no domain", () => ({}), 400, ssoMessages.domainInvalid),
  verifyCase("a domain that is a number", () => ({ domain: 42 }), 400, ssoMessages.domainInvalid),
  verifyCase("a domain that is null", () => ({ domain: null }), 400, ssoMessages.domainInvalid),
  verifyCase("a list of domains", () => ({ domain: ["pending.example"] }), 400, ssoMessages.domainInvalid),
  verifyCase("an empty domain", () => ({ domain: "" }), 400, ssoMessages.domainInvalid),
  verifyCase("a domain that is not one", () => ({ domain: "pending" }), 400, ssoMessages.domainInvalid),
  verifyCase("an email address", () => ({ domain: "kim@pending.example" }), 400, ssoMessages.domainInvalid),
  verifyCase(
    "a TXT record name",
    () => ({ domain: "_finlytic-sso.pending.example" }),
    400,
    ssoMessages.domainInvalid,
  ),
  verifyCase(
    "a domain over 253 characters",
    () => ({ domain: `${"abcdefghi.".repeat(26)}example` }),
    400,
    ssoMessages.domainInvalid,
  ),
  verifyCase(
    "a NUL in the domain",
    () => ({ domain: "pending.example\u0000" }),
    400,
    ssoMessages.domainInvalid,
  ),
  verifyCase(
    "a domain not in the settings",
    () => ({ domain: "elsewhere.example" }),
    404,
    ssoMessages.domainUnknown,
  ),
  verifyCase(
    "another company's proved domain",
    () => ({ domain: "rival.example" }),
    404,
    ssoMessages.domainUnknown,
  ),
  {
    name: "a domain of a company with no settings",
    options: verify(
      () => ({ domain: "fresh.example" }),
      () => s.fresh,
    ),
    status: 404,
    error: ssoMessages.domainUnknown,
  },
  verifyCase(
    "a listed domain another company proved",
    () => ({ domain: "contested.example" }),
    409,
    ssoMessages.domainTaken,
  ),
  verifyCase(
    "a listed domain without its TXT record",
    () => ({ domain: "pending.example" }),
    409,
    ssoMessages.domainNotProved,
  ),
  verifyCase(
    "the same, written @Pending.Example",
    () => ({ domain: "@Pending.Example" }),
    409,
    ssoMessages.domainNotProved,
  ),
  {
    name: "a listed domain whose TXT record holds another value",
    options: () => {
      dns.setTxt("_finlytic-sso.pending.example", [
        "finlytic-sso-verification=not-this-company",
        "v=spf1 -all",
      ]);
      return { method: "POST", token: s.owner, body: { domain: "pending.example" } };
    },
    status: 409,
    error: ssoMessages.domainNotProved,
  },
  {
    name: "a listed domain whose TXT record holds another company's value",
    options: async () => {
      const rivalSso = (await callRoute(getSso, "/api/partners/sso", { token: s.rival })).json
        .sso as PartnerSsoDto;
      dns.setTxt("_finlytic-sso.pending.example", [rivalSso.domains[0]!.txtValue]);
      return { method: "POST", token: s.owner, body: { domain: "pending.example" } };
    },
    status: 409,
    error: ssoMessages.domainNotProved,
  },
  verifyCase(
    "an unknown key",
    () => ({ domain: "pending.example", verified: true }),
    400,
    unrecognized("verified"),
  ),
  verifyCase(
    "another company's id",
    () => ({ domain: "pending.example", partnerId: "x" }),
    400,
    unrecognized("partnerId"),
  ),
]);
