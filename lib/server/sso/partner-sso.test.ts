import net from "node:net";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { addColleague, invitationToken } from "@/test/support/members";
import { confirmTwoFactor } from "@/test/support/two-factor";
import { callRoute } from "@/test/support/routes";
import { startTestDnsServer, type TestDnsServer } from "@/test/support/dns-server";
import { useLogLines } from "@/test/support/log-lines";
import { partnerClient, signInThroughProvider, startSignIn, useTestProvider } from "@/test/support/sso";
import { GET as getSso, PUT as putSso } from "@/app/api/partners/sso/route";
import { POST as verifyDomain } from "@/app/api/partners/sso/verify/route";
import { GET as discover } from "@/app/api/auth/oidc/discover/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as secondStepRoute } from "@/app/api/auth/login/two-factor/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { currentTotp } from "@/lib/server/auth/totp";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { DELETE as removeRoute } from "@/app/api/partners/team/[userId]/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { describeInvitation } from "@/lib/server/members/accept";
import { createSession } from "@/lib/server/auth/session";
import type { PartnerSsoDto } from "@/lib/validation/sso";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  process.env.SSO_DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.SSO_DNS_SERVERS;
  await dns.stop();
});
const db = freshTestDatabase();
const logLines = useLogLines();
// More saves and domain proofs than one address may make in an hour.
const provider = useTestProvider({ ADDRESS_RATE_LIMIT_SCALE: "10" });

function params(location: string): URLSearchParams {
  return new URL(location, "http://localhost:3000").searchParams;
}

async function company(domain: string) {
  const account = await createTestPartner({ email: `owner@${domain}`, companyName: `Company ${domain}` });
  const token = (await createSession(await db(), account.user)).token;
  return { ...account, token };
}

function settings(domains: string[], extra: Record<string, unknown> = {}) {
  return {
    issuer: provider().issuer,
    clientId: partnerClient.client_id,
    clientSecret: partnerClient.client_secret,
    domains,
    ...extra,
  };
}

async function save(token: string, body: unknown) {
  return callRoute(putSso, "/api/partners/sso", { method: "PUT", body, token });
}

/** Sets up the provider for `domain` and proves it with the TXT record the settings name. */
async function provedCompany(domain: string) {
  const owner = await company(domain);
  const saved = await save(owner.token, settings([domain]));
  expect(saved.status).toBe(200);
  const record = (saved.json.sso as PartnerSsoDto).domains[0]!;
  dns.setTxt(record.txtName, [record.txtValue]);
  const proved = await callRoute(verifyDomain, "/api/partners/sso/verify", {
    body: { domain },
    token: owner.token,
  });
  expect(proved.status).toBe(200);
  return owner;
}

describe("a partner company's provider and domains", () => {
  it("lets only an owner read and save them; the secret is sealed and never shown", async () => {
    const owner = await company("acme-one.example");
    const admin = await addColleague(owner.partner.id, "admin");
    expect((await callRoute(getSso, "/api/partners/sso", { token: admin.token })).status).toBe(403);
    expect((await save(admin.token, settings(["acme-one.example"]))).status).toBe(403);
    const saved = await save(owner.token, settings(["acme-one.example", "@Acme-Two.example"]));
    expect(saved.status).toBe(200);
    const sso = saved.json.sso as PartnerSsoDto;
    expect(sso.provider).toEqual({
      issuer: provider().issuer,
      clientId: partnerClient.client_id,
      hasClientSecret: true,
      requireSso: false,
    });
    expect(sso.domains.map((d) => [d.domain, d.verified, d.txtName])).toEqual([
      ["acme-one.example", false, "_finlytic-sso.acme-one.example"],
      ["acme-two.example", false, "_finlytic-sso.acme-two.example"],
    ]);
    expect(JSON.stringify(saved.json)).not.toContain(partnerClient.client_secret);
    const row = await db()
      .selectFrom("sso_providers")
      .selectAll()
      .where("partner_id", "=", owner.partner.id)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_enc).not.toContain(partnerClient.client_secret);
    expect(row.client_secret_enc).toMatch(/^v1\./);
    // Saved again without a secret: the stored one stays.
    const kept = await save(owner.token, { ...settings(["acme-one.example"]), clientSecret: undefined });
    expect(kept.status).toBe(200);
    const after = await db()
      .selectFrom("sso_providers")
      .select("client_secret_enc")
      .where("partner_id", "=", owner.partner.id)
      .executeTakeFirstOrThrow();
    expect(after.client_secret_enc).toBe(row.client_secret_enc);
  });

  it.each([
    [{ issuer: "not a url" }, "Enter the provider's issuer URL, such as https://login.example.com."],
    [{ clientId: "" }, "Enter the client ID your provider gave this application."],
    [{ domains: ["not a domain"] }, "Enter email domains such as example.com."],
    [
      { issuer: "http://127.0.0.1:9/nothing" },
      "We could not read the provider's configuration at that issuer URL. Check the address and try again.",
    ],
  ])("refuses %j with a clear message and changes nothing", async (change, message) => {
    const owner = await company(`bad-${Math.random().toString(36).slice(2, 7)}.example`);
    const result = await save(owner.token, { ...settings(["ok.example"]), ...change });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.json.error).toBe(message);
    expect(
      await db()
        .selectFrom("sso_providers")
        .select("partner_id")
        .where("partner_id", "=", owner.partner.id)
        .execute(),
    ).toEqual([]);
  });

  it("proves a domain only once its TXT record holds the company's value", async () => {
    const owner = await company("proof.example");
    const saved = await save(owner.token, settings(["proof.example"], { requireSso: true }));
    expect(saved.status).toBe(409);
    expect(saved.json.error).toBe("Prove at least one domain before requiring single sign-on.");
    const record = ((await save(owner.token, settings(["proof.example"]))).json.sso as PartnerSsoDto)
      .domains[0]!;
    const verify = () =>
      callRoute(verifyDomain, "/api/partners/sso/verify", {
        body: { domain: "proof.example" },
        token: owner.token,
      });
    const missing = await verify();
    expect(missing.status).toBe(409);
    expect(missing.json.error).toMatch(/could not find the TXT record/);
    dns.setTxt(record.txtName, ["finlytic-sso-verification=someone-elses-value"]);
    expect((await verify()).status).toBe(409);
    dns.setTxt(record.txtName, ["v=spf1 -all", record.txtValue]);
    const proved = await verify();
    expect(proved.status).toBe(200);
    expect((proved.json.sso as PartnerSsoDto).domains[0]!.verified).toBe(true);
    // Another company cannot take a proved domain.
    const rival = await company("rival.example");
    const taken = await save(rival.token, settings(["proof.example"]));
    expect(taken.status).toBe(409);
  });
});

describe("colleagues signing in through their company's provider", () => {
  it("offers no single sign-on for a domain not yet proved", async () => {
    const owner = await company("unproved.example");
    await save(owner.token, settings(["unproved.example"]));
    const found = await callRoute(discover, "/api/auth/oidc/discover?email=kim@unproved.example");
    expect(found.json).toMatchObject({ sso: false, required: false });
    const started = await startSignIn("email=kim%40unproved.example");
    expect(params(started.location).get("sso_error")).toBe("notConfigured");
  });

  it("joins a colleague as a member on the first sign-in, or with an invitation's role", async () => {
    const owner = await provedCompany("joiners.example");
    expect(
      (await callRoute(discover, "/api/auth/oidc/discover?email=Kim@Joiners.example")).json,
    ).toMatchObject({ sso: true });
    const started = await startSignIn("email=kim%40joiners.example");
    expect(new URL(started.location).searchParams.get("client_id")).toBe(partnerClient.client_id);
    expect(new URL(started.location).searchParams.get("login_hint")).toBe("kim@joiners.example");
    const kim = await signInThroughProvider("email=kim%40joiners.example", { email: "kim@joiners.example" });
    expect(kim.location).toBe("/partner-portal/dashboard");
    const me = await callRoute(meRoute, "/api/auth/me", { cookie: kim.cookie });
    expect(me.json.user).toMatchObject({
      email: "kim@joiners.example",
      memberRole: "member",
      partnerId: owner.partner.id,
    });
    const invited = await callRoute(inviteRoute, "/api/partners/team/invitations", {
      body: { email: "fin@joiners.example", role: "finance" },
      token: owner.token,
    });
    expect(invited.status).toBe(201);
    const fin = await signInThroughProvider("email=fin%40joiners.example", { email: "fin@joiners.example" });
    const finMe = await callRoute(meRoute, "/api/auth/me", { cookie: fin.cookie });
    expect(finMe.json.user).toMatchObject({ memberRole: "finance" });
    const invitation = await db()
      .selectFrom("member_invitations")
      .select("accepted_at")
      .where("email", "=", "fin@joiners.example")
      .executeTakeFirstOrThrow();
    expect(invitation.accepted_at).not.toBeNull();
    const events = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", owner.partner.id)
      .execute();
    expect(events.map((e) => e.action)).toContain("team.joined");
  });

  it("refuses an identity off the company's proved domains, and an account of another company", async () => {
    await provedCompany("strict.example");
    const off = await signInThroughProvider("email=lee%40strict.example", { email: "lee@elsewhere.example" });
    expect(params(off.location).get("sso_error")).toBe("domainNotProved");
    expect(off.cookie).toBe("");
    const other = await createTestPartner({ email: "moved@strict.example", companyName: "Other Co" });
    const refused = await signInThroughProvider("email=moved%40strict.example", { email: other.email });
    expect(params(refused.location).get("sso_error")).toBe("otherCompany");
  });

  it.each([
    ["a NUL and a second @", "nul-claims.example", "demo@partner.finlytic.ai\u0000@nul-claims.example"],
    ["a second @", "at-claims.example", "x@evil.test@at-claims.example"],
  ])("refuses an email claim with %s, creates nothing and logs why", async (_case, domain, email) => {
    await provedCompany(domain);
    const before = logLines().length;
    const result = await signInThroughProvider(`email=kim%40${domain}`, { email });
    expect(params(result.location).get("sso_error")).toBe("emailInvalid");
    expect(result.cookie).toBe("");
    const users = await db()
      .selectFrom("users")
      .select("email")
      .where("email", "like", `%${domain}`)
      .execute();
    expect(users.map((u) => u.email)).toEqual([`owner@${domain}`]);
    expect(
      logLines()
        .slice(before)
        .map((line) => line.msg),
    ).toContain("OpenID provider's email address refused: not a valid address");
  });

  it("refuses colleagues' passwords when the owner requires single sign-on; the owner keeps theirs", async () => {
    const owner = await provedCompany("enforced.example");
    const member = await addColleague(owner.partner.id, "member");
    await db()
      .updateTable("users")
      .set({ email: "sam@enforced.example" })
      .where("id", "=", member.user.id)
      .execute();
    const password = () =>
      callRoute(loginRoute, "/api/auth/login", {
        body: { email: "sam@enforced.example", password: "Colleague-Passw0rd!" },
      });
    expect((await password()).status).toBe(200);
    const required = await save(
      owner.token,
      settings(["enforced.example"], { requireSso: true, clientSecret: undefined }),
    );
    expect(required.status).toBe(200);
    expect(
      (await callRoute(discover, "/api/auth/oidc/discover?email=sam@enforced.example")).json,
    ).toMatchObject({ sso: true, required: true });
    const refused = await password();
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(
      "Your company signs in with single sign-on. Use “Continue with SSO” with your work email.",
    );
    const wrong = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: "sam@enforced.example", password: "wrong-password" },
    });
    expect(wrong.status).toBe(401);
    const ownerSignIn = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: owner.email, password: owner.password },
    });
    expect(ownerSignIn.status).toBe(200);
    const sso = await signInThroughProvider("email=sam%40enforced.example", {
      email: "sam@enforced.example",
    });
    expect(sso.location).toBe("/partner-portal/dashboard");
  });

  it("refuses a password sign-in's code step once the owner requires single sign-on in between", async () => {
    const owner = await provedCompany("between.example");
    const member = await addColleague(owner.partner.id, "member");
    await db()
      .updateTable("users")
      .set({ email: "lou@between.example" })
      .where("id", "=", member.user.id)
      .execute();
    const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", {
      token: member.token,
      body: {},
    });
    const secret = setup.json.secret as string;
    const enabled = await confirmTwoFactor(member.token, secret);
    expect(enabled.status).toBe(200);
    const first = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: "lou@between.example", password: "Colleague-Passw0rd!" },
    });
    expect(first.status).toBe(200);
    const pendingToken = first.json.pendingToken as string;
    expect(pendingToken).toBeTruthy();
    const required = await save(
      owner.token,
      settings(["between.example"], { requireSso: true, clientSecret: undefined }),
    );
    expect(required.status).toBe(200);
    const second = await callRoute(secondStepRoute, "/api/auth/login/two-factor", {
      body: { pendingToken, code: currentTotp(secret) },
    });
    expect(second.status).toBe(403);
    expect(second.json.error).toBe(
      "Your company signs in with single sign-on. Use “Continue with SSO” with your work email.",
    );
    expect(second.response.headers.get("set-cookie") ?? "").not.toContain("partner_token=ey");
    // The company's provider, then the colleague's own code, still opens the account.
    const sso = await signInThroughProvider("email=lou%40between.example", { email: "lou@between.example" });
    const ssoPending = new URLSearchParams(sso.location.split("#")[1]).get("pending")!;
    const ssoSecond = await callRoute(secondStepRoute, "/api/auth/login/two-factor", {
      body: { pendingToken: ssoPending, code: currentTotp(secret, Date.now() + 30_000) },
    });
    expect(ssoSecond.status).toBe(200);
  });

  it("sets no password when an invitation is accepted where single sign-on is required", async () => {
    const owner = await provedCompany("invited.example");
    const required = await save(
      owner.token,
      settings(["invited.example"], { requireSso: true, clientSecret: undefined }),
    );
    expect(required.status).toBe(200);
    const invited = await callRoute(inviteRoute, "/api/partners/team/invitations", {
      body: { email: "mallory@invited.example", role: "admin" },
      token: owner.token,
    });
    expect(invited.status).toBe(201);
    const token = await invitationToken("mallory@invited.example");
    expect(await describeInvitation(token)).toEqual({
      state: "sso",
      companyName: "Company invited.example",
      email: "mallory@invited.example",
    });
    const accepted = await callRoute(acceptRoute, "/api/partners/team/invitations/accept", {
      body: { token, firstName: "Mallory", lastName: "Doe", password: "Mallory-Passw0rd!" },
    });
    expect(accepted.status).toBe(403);
    expect(accepted.json.error).toBe(
      "Your company signs in with single sign-on, so this invitation takes no password. Use “Continue with SSO” with the invited email address to join.",
    );
    expect(accepted.response.headers.get("set-cookie") ?? "").not.toContain("partner_token");
    const noUser = await db()
      .selectFrom("users")
      .select("id")
      .where("email", "=", "mallory@invited.example")
      .executeTakeFirst();
    expect(noUser).toBeUndefined();
    const live = await db()
      .selectFrom("member_invitations")
      .select("accepted_at")
      .where("email", "=", "mallory@invited.example")
      .executeTakeFirstOrThrow();
    expect(live.accepted_at).toBeNull();
    // The company's provider is the way in, and it spends the invitation with its role.
    const sso = await signInThroughProvider("email=mallory%40invited.example", {
      email: "mallory@invited.example",
    });
    const me = await callRoute(meRoute, "/api/auth/me", { cookie: sso.cookie });
    expect(me.json.user).toMatchObject({ memberRole: "admin" });
  });

  it("ends a single sign-on session when the colleague is removed here", async () => {
    const owner = await provedCompany("leavers.example");
    const ana = await signInThroughProvider("email=ana%40leavers.example", { email: "ana@leavers.example" });
    expect((await callRoute(meRoute, "/api/auth/me", { cookie: ana.cookie })).status).toBe(200);
    const user = await db()
      .selectFrom("users")
      .select("id")
      .where("email", "=", "ana@leavers.example")
      .executeTakeFirstOrThrow();
    const removed = await callRoute(removeRoute, `/api/partners/team/${user.id}`, {
      method: "DELETE",
      token: owner.token,
      params: { userId: user.id },
    });
    expect(removed.status).toBe(200);
    expect((await callRoute(meRoute, "/api/auth/me", { cookie: ana.cookie })).status).toBe(401);
  });
});

describe("a partner company's provider on a private address", () => {
  // A TCP listener on loopback that only counts who connects: any request to it is a failure.
  let counter: net.Server;
  let counterPort = 0;
  let connections = 0;
  beforeAll(async () => {
    counter = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => counter.listen(0, "127.0.0.1", resolve));
    counterPort = (counter.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => counter.close(() => resolve())));

  function privateIssuers(allowed: boolean) {
    process.env.OIDC_ALLOW_PRIVATE_ISSUERS = allowed ? "true" : "false";
    resetEnvForTests();
  }

  it.each(["https://127.0.0.1:PORT/x", "https://localhost:PORT/x", "http://[::ffff:127.0.0.1]:PORT/x"])(
    "refuses %s without connecting and stores nothing",
    async (issuer) => {
      const owner = await company(`private-${Math.random().toString(36).slice(2, 7)}.example`);
      privateIssuers(false);
      try {
        connections = 0;
        const result = await save(owner.token, {
          ...settings(["private.example"]),
          issuer: issuer.replace("PORT", String(counterPort)),
        });
        expect(result.status).toBe(400);
        expect(result.json.error).toBe(
          "The issuer URL points to a private or local network address (such as 127.0.0.1 or 10.x), " +
            "which single sign-on cannot use. Enter your provider's public address.",
        );
        expect(connections).toBe(0);
        expect(
          await db()
            .selectFrom("sso_providers")
            .select("partner_id")
            .where("partner_id", "=", owner.partner.id)
            .execute(),
        ).toEqual([]);
      } finally {
        privateIssuers(true);
      }
    },
  );

  it("does not fetch a stored private issuer when a sign-in starts", async () => {
    const owner = await provedCompany("stored-private.example");
    await db()
      .updateTable("sso_providers")
      .set({ issuer: `http://127.0.0.1:${counterPort}/x` })
      .where("partner_id", "=", owner.partner.id)
      .execute();
    privateIssuers(false);
    try {
      connections = 0;
      const started = await startSignIn("email=kim%40stored-private.example");
      expect(params(started.location).get("sso_error")).toBe("providerAddress");
      expect(connections).toBe(0);
    } finally {
      privateIssuers(true);
    }
  });
});
