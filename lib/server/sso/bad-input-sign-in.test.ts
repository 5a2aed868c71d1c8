import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as startRoute } from "@/app/api/auth/oidc/start/route";
import { GET as callbackRoute } from "@/app/api/auth/oidc/callback/route";
import { GET as discoverRoute } from "@/app/api/auth/oidc/discover/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { PUT as putSso } from "@/app/api/partners/sso/route";
import { POST as verifyDomain } from "@/app/api/partners/sso/verify/route";
import { sha256Hex } from "@/lib/server/security/crypto";
import { createSession } from "@/lib/server/auth/session";
import { resetEnvForTests } from "@/lib/server/env";
import { ssoMessages, type PartnerSsoDto, type SsoErrorCode } from "@/lib/validation/sso";
import { refusalMessages } from "@/test/support/refusals";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { createTestPartner } from "@/test/support/accounts";
import { startTestDnsServer, type TestDnsServer } from "@/test/support/dns-server";
import { signInAtProvider } from "@/test/support/oidc-provider";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { partnerClient, signInThroughProvider, useTestProvider } from "@/test/support/sso";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on the single sign-on round trip: GET /api/auth/oidc/start (the console's for=admin
// and a colleague's email=), GET /api/auth/oidc/callback (the provider's answer), GET
// /api/auth/oidc/discover, and POST /api/auth/logout, which ends the provider's session too.
// A browser's refusal is a 303 to the sign-in page with its reason (?sso_error=<code>), no
// session cookie, and nothing changed in the accounts, sessions, invitations, settings, audit
// log, notifications or outbox. An answer with a known state spends that sign-in (its row
// marked used, on purpose: the same answer cannot be tried twice); nothing else changes.

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  process.env.SSO_DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.SSO_DNS_SERVERS;
  await dns.stop();
});
const db = useTestDatabase();
const provider = useTestProvider({ OIDC_END_PROVIDER_SESSION: "true" });
const nextIp = clientAddresses("10.152");

const tables = [
  "users",
  "sessions",
  "partners",
  "member_invitations",
  "sso_providers",
  "sso_domains",
  "audit_log",
  "notifications",
  "outbox",
] as const;

async function footprint() {
  const rows: Record<string, string[]> = {};
  for (const table of [...tables, "oidc_logins"]) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db());
    rows[table] = result.rows
      // A refused answer may spend its sign-in: compared without when it was used.
      .map((row) => JSON.stringify(table === "oidc_logins" ? { ...row, used_at: null } : row))
      .sort();
  }
  return rows;
}

const loginPage = (code: SsoErrorCode, next?: string) =>
  `/partner-portal/login?${new URLSearchParams({ sso_error: code, ...(next ? { next } : {}) }).toString()}`;

/** A sign-in started by a browser: its state, the cookie holding it, and where the provider is. */
interface Begun {
  state: string;
  cookie: string;
  authorizationUrl: string;
}

async function begin(query = "for=admin"): Promise<Begun> {
  const { response } = await callRoute(startRoute, `/api/auth/oidc/start?${query}`, { ip: nextIp() });
  const location = response.headers.get("location") ?? "";
  if (!location.startsWith("http://127.0.0.1")) throw new Error(`not sent to the provider: ${location}`);
  const cookie = (response.headers.get("set-cookie") ?? "").match(/sso_state=([^;]*)/)![1]!;
  return {
    state: new URL(location).searchParams.get("state")!,
    cookie: `sso_state=${cookie}`,
    authorizationUrl: location,
  };
}

/** The provider's way back for `begun`, signed in as `email`. */
async function answered(begun: Begun, email = "kim@team.example"): Promise<URL> {
  return signInAtProvider(begun.authorizationUrl, { email });
}

const callback = (query: string | URLSearchParams) => `/api/auth/oidc/callback?${query.toString()}`;
const withParams = (url: URL, change: (params: URLSearchParams) => void) => {
  const params = new URLSearchParams(url.search);
  change(params);
  return callback(params);
};

async function isSpent(state: string): Promise<boolean> {
  const row = await db()
    .selectFrom("oidc_logins")
    .select("used_at")
    .where("state_hash", "=", sha256Hex(state))
    .executeTakeFirst();
  return Boolean(row?.used_at);
}

function setEnv(values: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  return () => setEnv(saved);
}

/** The console without its provider: all four ADMIN_OIDC_* settings go together. */
const noConsoleProvider = {
  ADMIN_OIDC_ISSUER: undefined,
  ADMIN_OIDC_CLIENT_ID: undefined,
  ADMIN_OIDC_CLIENT_SECRET: undefined,
  ADMIN_OIDC_ALLOWED_DOMAINS: undefined,
};

const c = { partnerId: "", ownerToken: "", ownerId: "" };

async function proveDomain(token: string, sso: PartnerSsoDto, domain: string) {
  const record = sso.domains.find((d) => d.domain === domain)!;
  dns.setTxt(record.txtName, [record.txtValue]);
  const proved = await callRoute(verifyDomain, "/api/partners/sso/verify", { body: { domain }, token });
  if (proved.status !== 200) throw new Error(`not proved: ${proved.json.error}`);
}

beforeAll(async () => {
  // A company with its provider on joiners.example (proved) and listed.example (not proved).
  const owner = await createTestPartner({ email: "owner@joiners.example", companyName: "Joiners" });
  c.partnerId = owner.partner.id;
  c.ownerId = owner.user.id;
  c.ownerToken = (await createSession(db(), owner.user)).token;
  const saved = await callRoute(putSso, "/api/partners/sso", {
    method: "PUT",
    token: c.ownerToken,
    body: {
      issuer: provider().issuer,
      clientId: partnerClient.client_id,
      clientSecret: partnerClient.client_secret,
      domains: ["joiners.example", "listed.example"],
    },
  });
  if (saved.status !== 200) throw new Error(`not saved: ${saved.json.error}`);
  await proveDomain(c.ownerToken, saved.json.sso as PartnerSsoDto, "joiners.example");
  // Someone of another company whose address is on that domain.
  await createTestPartner({ email: "moved@joiners.example", companyName: "Other Co" });
});

interface FlowCase {
  name: string;
  /** Prepares what the case needs (not compared) and gives the request; `undo` runs after. */
  prepare: () => Promise<{
    path: string;
    cookie?: string;
    spends?: string;
    undo?: () => Promise<void> | void;
  }>;
  code: SsoErrorCode;
  next?: string;
}

async function expectRefused(entry: FlowCase, handler: typeof startRoute) {
  const { path, cookie, spends, undo } = await entry.prepare();
  try {
    const before = await footprint();
    const { response } = await callRoute(handler, path, { cookie, ip: nextIp() });
    expect({ status: response.status, location: response.headers.get("location") }).toEqual({
      status: 303,
      location: loginPage(entry.code, entry.next),
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookies = response.headers.getSetCookie();
    expect(cookies.filter((line) => line.startsWith("partner_token="))).toEqual([]);
    if (handler === callbackRoute)
      expect(cookies.find((line) => line.startsWith("sso_state="))).toMatch(/^sso_state=;.*Max-Age=0/);
    else expect(cookies.filter((line) => line.startsWith("sso_state="))).toEqual([]);
    expect(await footprint()).toEqual(before);
    if (spends) expect(await isSpent(spends)).toBe(true);
  } finally {
    await undo?.();
  }
}

const start = (query: string) => async () => ({ path: `/api/auth/oidc/start?${query}` });

describe("GET /api/auth/oidc/start refuses, changing nothing", () => {
  const cases: FlowCase[] = [
    { name: "no query", prepare: start(""), code: "notConfigured" },
    { name: "for=ADMIN in capitals, no email", prepare: start("for=ADMIN"), code: "notConfigured" },
    { name: "for=partner, no email", prepare: start("for=partner"), code: "notConfigured" },
    { name: "an empty email", prepare: start("email="), code: "notConfigured" },
    { name: "an email of spaces", prepare: start("email=%20%20"), code: "notConfigured" },
    { name: "an email that is not one", prepare: start("email=joiners.example"), code: "notConfigured" },
    {
      name: "an email with two @",
      prepare: start("email=x%40evil.test%40joiners.example"),
      code: "notConfigured",
    },
    {
      name: "an email with a space",
      prepare: start("email=kim%20lee%40joiners.example"),
      code: "notConfigured",
    },
    {
      name: "an email over 254 characters on a proved domain",
      prepare: start(`email=${"k".repeat(250)}%40joiners.example`),
      code: "notConfigured",
    },
    {
      name: "an email on a listed, unproved domain",
      prepare: start("email=kim%40listed.example"),
      code: "notConfigured",
    },
    {
      name: "an email on nobody's domain",
      prepare: start("email=kim%40nobody.example"),
      code: "notConfigured",
    },
    {
      name: "an email on a subdomain of a proved domain",
      prepare: start("email=kim%40eu.joiners.example"),
      code: "notConfigured",
    },
    {
      name: "a bad email with a safe next: next kept",
      prepare: start("email=nope&next=%2Fpartner-portal%2Fdashboard%2Fdeals"),
      code: "notConfigured",
      next: "/partner-portal/dashboard/deals",
    },
    {
      name: "next to another site: dropped",
      prepare: start("email=nope&next=%2F%2Fevil.example"),
      code: "notConfigured",
    },
    {
      name: "next as a URL: dropped",
      prepare: start("email=nope&next=https%3A%2F%2Fevil.example%2F"),
      code: "notConfigured",
    },
    {
      name: "next to the API: dropped",
      prepare: start("email=nope&next=%2Fapi%2Fauth%2Flogout"),
      code: "notConfigured",
    },
    {
      name: "for=admin while the console has no provider",
      prepare: async () => ({
        path: "/api/auth/oidc/start?for=admin",
        undo: setEnv(noConsoleProvider),
      }),
      code: "notConfigured",
    },
    {
      name: "for=admin while the console's provider is not answering",
      prepare: async () => ({
        path: "/api/auth/oidc/start?for=admin",
        undo: setEnv({ ADMIN_OIDC_ISSUER: "http://127.0.0.1:9" }),
      }),
      code: "unavailable",
    },
    {
      name: "a company whose stored secret no longer opens",
      prepare: async () => {
        const stored = await db()
          .selectFrom("sso_providers")
          .select("client_secret_enc")
          .where("partner_id", "=", c.partnerId)
          .executeTakeFirstOrThrow();
        const set = (value: string) =>
          db()
            .updateTable("sso_providers")
            .set({ client_secret_enc: value })
            .where("partner_id", "=", c.partnerId)
            .execute();
        await set("v1.not-a-sealed-value");
        return {
          path: "/api/auth/oidc/start?email=kim%40joiners.example",
          undo: () => set(stored.client_secret_enc).then(() => undefined),
        };
      },
      code: "notConfigured",
    },
    {
      name: "a company whose provider is on loopback, private issuers refused",
      prepare: async () => ({
        path: "/api/auth/oidc/start?email=kim%40joiners.example",
        undo: setEnv({ OIDC_ALLOW_PRIVATE_ISSUERS: "false" }),
      }),
      code: "providerAddress",
    },
    {
      name: "a company whose provider is on http, http issuers refused",
      prepare: async () => ({
        path: "/api/auth/oidc/start?email=kim%40joiners.example",
        undo: setEnv({ OIDC_ALLOW_HTTP_ISSUERS: "false" }),
      }),
      code: "failed",
    },
  ];
  for (const [index, entry] of cases.entries())
    it(`${index + 1}. ${entry.name}`, () => expectRefused(entry, startRoute));

  it("a NUL in the email: 400 in the house's error shape, nothing stored", async () => {
    const before = await footprint();
    const result = await callRoute(startRoute, "/api/auth/oidc/start?email=kim%00%40joiners.example", {
      ip: nextIp(),
    });
    expect({ status: result.status, error: result.json.error }).toEqual({
      status: 400,
      error: forbiddenAddressMessage,
    });
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect(await footprint()).toEqual(before);
  });
});

describe("GET /api/auth/oidc/callback refuses, changing nothing", () => {
  const cases: FlowCase[] = [
    { name: "no query", prepare: async () => ({ path: "/api/auth/oidc/callback" }), code: "expired" },
    {
      name: "a code without a state",
      prepare: async () => ({ path: callback("code=abc") }),
      code: "expired",
    },
    { name: "an empty state", prepare: async () => ({ path: callback("code=abc&state=") }), code: "expired" },
    {
      name: "an unknown state",
      prepare: async () => ({ path: callback("code=abc&state=forged-state-0123456789") }),
      code: "expired",
    },
    {
      name: "an unknown state with a matching cookie",
      prepare: async () => ({ path: callback("code=abc&state=forged"), cookie: "sso_state=forged" }),
      code: "expired",
    },
    {
      name: "a state of 201 characters",
      prepare: async () => ({ path: callback(`code=abc&state=${"s".repeat(201)}`) }),
      code: "expired",
    },
    {
      name: "a state of a sign-in already finished (the answer replayed)",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun, "replay@team.example");
        const first = await callRoute(callbackRoute, `${back.pathname}${back.search}`, {
          cookie: begun.cookie,
        });
        if (first.response.headers.get("location") !== "/admin") throw new Error("first answer refused");
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie };
      },
      code: "expired",
    },
    {
      name: "a state whose sign-in is over 10 minutes old",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        await db()
          .updateTable("oidc_logins")
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where("state_hash", "=", sha256Hex(begun.state))
          .execute();
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie };
      },
      code: "expired",
    },
    {
      name: "a known state without the browser's state cookie",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return { path: `${back.pathname}${back.search}`, spends: begun.state };
      },
      code: "otherBrowser",
    },
    {
      name: "a known state with another sign-in's cookie",
      prepare: async () => {
        const [begun, other] = [await begin(), await begin()];
        const back = await answered(begun);
        return { path: `${back.pathname}${back.search}`, cookie: other.cookie, spends: begun.state };
      },
      code: "otherBrowser",
    },
    {
      name: "the provider's error=access_denied",
      prepare: async () => {
        const begun = await begin();
        return {
          path: callback(new URLSearchParams({ error: "access_denied", state: begun.state })),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "cancelled",
    },
    {
      name: "an error beside a real code",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return {
          path: withParams(back, (p) => p.set("error", "login_required")),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "cancelled",
    },
    {
      name: "no code",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return { path: withParams(back, (p) => p.delete("code")), cookie: begun.cookie, spends: begun.state };
      },
      code: "failed",
    },
    {
      name: "a forged code",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return {
          path: withParams(back, (p) => p.set("code", "forged-code-0123456789")),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "failed",
    },
    {
      name: "a code of 5000 characters",
      prepare: async () => {
        const begun = await begin();
        return {
          path: callback(new URLSearchParams({ code: "c".repeat(5000), state: begun.state })),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "failed",
    },
    {
      name: "another sign-in's code (its PKCE verifier does not match)",
      prepare: async () => {
        const [mine, theirs] = [await begin(), await begin()];
        const theirBack = await answered(theirs, "victim@team.example");
        return {
          path: withParams(theirBack, (p) => p.set("state", mine.state)),
          cookie: mine.cookie,
          spends: mine.state,
        };
      },
      code: "failed",
    },
    {
      name: "the code given twice",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return {
          path: withParams(back, (p) => p.append("code", "second")),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "failed",
    },
    {
      name: "the state given twice",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return {
          path: withParams(back, (p) => p.append("state", "another")),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "failed",
    },
    {
      name: "an iss that is not the provider",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        return {
          path: withParams(back, (p) => p.set("iss", "https://impostor.example")),
          cookie: begun.cookie,
          spends: begun.state,
        };
      },
      code: "failed",
    },
    {
      name: "a console sign-in whose provider was removed since it started",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun);
        const undo = setEnv(noConsoleProvider);
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie, spends: begun.state, undo };
      },
      code: "notConfigured",
    },
    {
      name: "a console identity off the allowed domains",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun, "kim@elsewhere.example");
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie, spends: begun.state };
      },
      code: "domainNotAllowed",
    },
    {
      name: "a console identity that is a partner's",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun, "owner@joiners.example");
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie, spends: begun.state };
      },
      code: "domainNotAllowed",
    },
    {
      name: "an email the provider has not verified",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun, "unverified@team.example");
        provider().accountClaims({ email_verified: false });
        return {
          path: `${back.pathname}${back.search}`,
          cookie: begun.cookie,
          spends: begun.state,
          undo: () => provider().accountClaims(undefined),
        };
      },
      code: "emailUnverified",
    },
    {
      name: "no email from the provider",
      prepare: async () => {
        const begun = await begin();
        const back = await answered(begun, "noemail@team.example");
        provider().accountClaims({ email: undefined });
        return {
          path: `${back.pathname}${back.search}`,
          cookie: begun.cookie,
          spends: begun.state,
          undo: () => provider().accountClaims(undefined),
        };
      },
      code: "emailMissing",
    },
    {
      name: "a colleague's sign-in whose company removed its provider since",
      prepare: async () => {
        const begun = await begin("email=kim%40joiners.example");
        const back = await answered(begun, "kim@joiners.example");
        const row = await db()
          .selectFrom("sso_providers")
          .selectAll()
          .where("partner_id", "=", c.partnerId)
          .executeTakeFirstOrThrow();
        await db().deleteFrom("sso_providers").where("partner_id", "=", c.partnerId).execute();
        return {
          path: `${back.pathname}${back.search}`,
          cookie: begun.cookie,
          spends: begun.state,
          undo: async () => void (await db().insertInto("sso_providers").values(row).execute()),
        };
      },
      code: "notConfigured",
    },
    {
      name: "a colleague's sign-in whose domain is no longer proved",
      prepare: async () => {
        const begun = await begin("email=kim%40joiners.example");
        const back = await answered(begun, "kim@joiners.example");
        const proved = (value: string | null) =>
          db()
            .updateTable("sso_domains")
            .set({ verified_at: value })
            .where("domain", "=", "joiners.example")
            .execute();
        await proved(null);
        return {
          path: `${back.pathname}${back.search}`,
          cookie: begun.cookie,
          spends: begun.state,
          undo: () => proved(new Date().toISOString()).then(() => undefined),
        };
      },
      code: "domainNotProved",
    },
    {
      name: "a colleague's identity on a domain the company only listed",
      prepare: async () => {
        const begun = await begin("email=kim%40joiners.example");
        const back = await answered(begun, "kim@listed.example");
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie, spends: begun.state };
      },
      code: "domainNotProved",
    },
    {
      name: "a colleague's identity of another company",
      prepare: async () => {
        const begun = await begin("email=moved%40joiners.example");
        const back = await answered(begun, "moved@joiners.example");
        return { path: `${back.pathname}${back.search}`, cookie: begun.cookie, spends: begun.state };
      },
      code: "otherCompany",
    },
    {
      name: "a colleague's sign-in whose company is no longer active",
      prepare: async () => {
        const begun = await begin("email=kim%40joiners.example");
        const back = await answered(begun, "kim@joiners.example");
        const status = (value: "active" | "rejected") =>
          db().updateTable("partners").set({ status: value }).where("id", "=", c.partnerId).execute();
        await status("rejected");
        return {
          path: `${back.pathname}${back.search}`,
          cookie: begun.cookie,
          spends: begun.state,
          undo: () => status("active").then(() => undefined),
        };
      },
      code: "notActive",
    },
  ];
  for (const [index, entry] of cases.entries())
    it(`${index + 1}. ${entry.name}`, () => expectRefused(entry, callbackRoute));

  it("a NUL in the state: 400 in the house's error shape, nothing spent", async () => {
    const begun = await begin();
    const before = await footprint();
    const result = await callRoute(callbackRoute, callback(`code=abc&state=${begun.state}%00`), {
      cookie: begun.cookie,
      ip: nextIp(),
    });
    expect({ status: result.status, error: result.json.error }).toEqual({
      status: 400,
      error: forbiddenAddressMessage,
    });
    expect(result.response.headers.get("set-cookie") ?? "").not.toContain("partner_token");
    expect(await footprint()).toEqual(before);
    expect(await isSpent(begun.state)).toBe(false);
  });
});

describe("a browser over its address's limit of sign-ins", () => {
  it("lands on the sign-in page with the reason, not on a JSON answer", async () => {
    const ip = "10.153.0.1";
    const begun = await begin();
    for (let call = 0; call < 60; call += 1)
      await callRoute(startRoute, "/api/auth/oidc/start?email=nope", { ip });
    const before = await footprint();
    const started = await callRoute(startRoute, "/api/auth/oidc/start?for=admin&next=%2Fadmin%2Fclaims", {
      ip,
    });
    expect({ status: started.status, location: started.response.headers.get("location") }).toEqual({
      status: 303,
      location: loginPage("tooMany", "/admin/claims"),
    });
    expect(started.response.headers.get("set-cookie")).toBeNull();
    const back = await answered(begun);
    const answer = await callRoute(callbackRoute, `${back.pathname}${back.search}`, {
      cookie: begun.cookie,
      ip,
    });
    expect({ status: answer.status, location: answer.response.headers.get("location") }).toEqual({
      status: 303,
      location: loginPage("tooMany"),
    });
    expect(answer.response.headers.get("cache-control")).toBe("no-store");
    expect(answer.response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^sso_state=;.*Max-Age=0/),
    ]);
    expect(await footprint()).toEqual(before);
    // Refused before it was read: the sign-in is not spent.
    expect(await isSpent(begun.state)).toBe(false);
  });
});

describe("GET /api/auth/oidc/discover refuses what is not an address", () => {
  it.each([
    ["no email", ""],
    ["an empty email", "email="],
    ["an email of spaces", "email=%20"],
    ["a domain alone", "email=joiners.example"],
    ["two @", "email=x%40evil.test%40joiners.example"],
    ["an email over 254 characters", `email=${"k".repeat(250)}%40joiners.example`],
  ])("%s", async (_name, query) => {
    const before = await footprint();
    const result = await callRoute(discoverRoute, `/api/auth/oidc/discover?${query}`, { ip: nextIp() });
    expect({ status: result.status, success: result.json.success, error: result.json.error }).toEqual({
      status: 400,
      success: false,
      error: ssoMessages.startEmailInvalid,
    });
    expect(await footprint()).toEqual(before);
  });

  it("a NUL in the email", async () => {
    const result = await callRoute(discoverRoute, "/api/auth/oidc/discover?email=kim%00%40joiners.example", {
      ip: nextIp(),
    });
    expect({ status: result.status, error: result.json.error }).toEqual({
      status: 400,
      error: forbiddenAddressMessage,
    });
  });

  it("still answers an address on a proved domain, and one on none", async () => {
    const found = await callRoute(discoverRoute, "/api/auth/oidc/discover?email=Kim%40Joiners.example", {
      ip: nextIp(),
    });
    expect({ status: found.status, json: found.json }).toEqual({
      status: 200,
      json: { success: true, sso: true, required: false },
    });
    const none = await callRoute(discoverRoute, "/api/auth/oidc/discover?email=kim%40listed.example", {
      ip: nextIp(),
    });
    expect(none.json).toEqual({ success: true, sso: false, required: false });
  });
});

describe("POST /api/auth/logout (ending the provider's session too) refuses, changing nothing", () => {
  async function signedIn() {
    const result = await signInThroughProvider("for=admin", { email: "leaving@team.example" });
    if (!result.cookie) throw new Error(`not signed in: ${result.location}`);
    return result.cookie;
  }

  it.each([
    ["a foreign Origin", "https://evil.example"],
    ["an Origin of null", "null"],
    ["the provider's own origin", "PROVIDER"],
  ])("%s: 403, the session and the provider's session kept", async (_name, origin) => {
    const cookie = await signedIn();
    const before = await footprint();
    const result = await callRoute(logoutRoute, "/api/auth/logout", {
      method: "POST",
      cookie,
      ip: nextIp(),
      headers: { origin: origin === "PROVIDER" ? provider().issuer : origin },
    });
    expect({ status: result.status, error: result.json.error }).toEqual({
      status: 403,
      error: refusalMessages.crossSite,
    });
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect(await footprint()).toEqual(before);
    expect((await callRoute(meRoute, "/api/auth/me", { cookie })).status).toBe(200);
  });

  it.each([
    ["no session", ""],
    ["a forged session cookie", "partner_token=eyJhbGciOiJIUzI1NiJ9.e30.forged"],
    ["a cookie of 4000 characters", `partner_token=${"a".repeat(4000)}`],
  ])("%s: nothing to end here, and no provider address to go to", async (_name, cookie) => {
    const before = await footprint();
    const result = await callRoute(logoutRoute, "/api/auth/logout", { method: "POST", cookie, ip: nextIp() });
    expect(result.status).toBe(200);
    expect(result.json.providerLogoutUrl).toBeUndefined();
    expect(await footprint()).toEqual(before);
  });
});
