import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute, sessionCookieFrom } from "@/test/support/routes";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { hashPassword, verifyPassword } from "./password";
import { signSessionToken } from "./jwt";
import { createAdmin } from "./admins";

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();
const invalid = "Invalid email or password. Please try again.";

async function signIn(email: string, password: string, extra: Record<string, unknown> = {}, ip?: string) {
  return callRoute(loginRoute, "/api/auth/login", { body: { email, password, ...extra }, ip });
}

describe("passwords", () => {
  it("hashes with argon2id m=19456 t=2 p=1 and verifies", async () => {
    const stored = await hashPassword("Correct-Horse-1");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Correct-Horse-1")).toBe(true);
    expect(await verifyPassword(stored, "correct-horse-1")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
});

describe("POST /api/auth/login", () => {
  it.each([
    [{}, "Please enter both email and password."],
    [{ email: "a@b.co" }, "Please enter both email and password."],
    [{ password: "x" }, "Please enter both email and password."],
    [{ email: "  ", password: "x" }, "Please enter both email and password."],
    [{ email: 42, password: "x" }, "Please enter both email and password."],
    [{ email: "a@b.co", password: ["x"] }, "Please enter both email and password."],
    [{ email: `${"a".repeat(300)}@b.co`, password: "x" }, invalid],
    [{ email: "a@b.co", password: "x".repeat(300) }, invalid],
  ])("rejects %j with 400", async (body, message) => {
    const { status, json } = await callRoute(loginRoute, "/api/auth/login", { body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, error: message });
  });

  it("signs in, returns token and user without the hash, sets an httpOnly SameSite=Lax cookie", async () => {
    const account = await createTestPartner();
    const { status, json, response } = await signIn(account.email.toUpperCase(), account.password);
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(typeof json.token).toBe("string");
    expect(json.user).toMatchObject({
      email: account.email,
      role: "partner",
      companyName: "Acme Advisory",
      emailVerified: true,
    });
    expect(JSON.stringify(json)).not.toContain("argon2");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/partner_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Expires=/i);
    const remembered = await signIn(account.email, account.password, { remember: true });
    expect(remembered.response.headers.get("set-cookie")).toMatch(/Expires=/i);
  });

  it("answers a wrong password and an unknown email alike, with comparable argon2 work", async () => {
    const account = await createTestPartner();
    const time = async (email: string, ip: string) => {
      const started = performance.now();
      const result = await signIn(email, "Wrong-Passw0rd!", {}, ip);
      return { result, ms: performance.now() - started };
    };
    await time("warm-up@example.com", "198.51.100.0");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const k = await time(account.email, `198.51.100.${i + 1}`);
      const u = await time(`nobody-${i}@example.com`, `198.51.100.${i + 1}`);
      expect(k.result.status).toBe(401);
      expect(k.result.json.error).toBe(invalid);
      expect(u.result.status).toBe(401);
      expect(u.result.json).toEqual(k.result.json);
      known.push(k.ms);
      unknown.push(u.ms);
    }
    // The fastest of several runs is the least disturbed by other load. Without the dummy
    // verification an unknown email would answer in about a millisecond.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it("refuses unverified accounts with 403 (only after the right password) and resends the link", async () => {
    const account = await createTestPartner({ verified: false });
    const wrong = await signIn(account.email, "Nope-Passw0rd!");
    expect(wrong.status).toBe(401);
    const right = await signIn(account.email, account.password);
    expect(right.status).toBe(403);
    expect(right.json.error).toMatch(/verify your email/);
    const mails = await db()
      .selectFrom("outbox")
      .select("subject")
      .where("to_address", "=", account.email)
      .execute();
    expect(mails).toHaveLength(1);
    await signIn(account.email, account.password);
    expect(
      await db().selectFrom("outbox").select("id").where("to_address", "=", account.email).execute(),
    ).toHaveLength(1);
  });

  it("refuses accounts pending approval with 403", async () => {
    const account = await createTestPartner({ status: "pending_approval" });
    const { status, json } = await signIn(account.email, account.password);
    expect(status).toBe(403);
    expect(json.error).toMatch(/pending approval/);
  });

  it("locks an account after 5 failures (429 even with the right password)", async () => {
    const account = await createTestPartner();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(account.email, `Wrong-${i}`, {}, `192.0.2.${i}`)).status).toBe(401);
    const locked = await signIn(account.email, account.password, {}, "192.0.2.99");
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe("Too many login attempts. Please try again later.");
  });

  it("limits failures per address across accounts", async () => {
    for (let i = 0; i < 20; i += 1) await signIn(`guess-${i}@example.com`, "Wrong-1", {}, "192.0.2.200");
    const account = await createTestPartner();
    expect((await signIn(account.email, account.password, {}, "192.0.2.200")).status).toBe(429);
    expect((await signIn(account.email, account.password, {}, "192.0.2.201")).status).toBe(200);
  });

  it("refuses a cross-site Origin", async () => {
    const account = await createTestPartner();
    const { status } = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: account.email, password: account.password },
      headers: { origin: "https://evil.example" },
    });
    expect(status).toBe(403);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("returns the user by bearer token or cookie; 401 without a valid session", async () => {
    const account = await createTestPartner();
    const { json, response } = await signIn(account.email, account.password);
    const token = json.token as string;
    const byBearer = await callRoute(meRoute, "/api/auth/me", { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json.user).toMatchObject({ email: account.email, firstName: "Pat" });
    expect(JSON.stringify(byBearer.json)).not.toMatch(/password/i);
    expect((await callRoute(meRoute, "/api/auth/me", { cookie: sessionCookieFrom(response) })).status).toBe(
      200,
    );
    const none = await callRoute(meRoute, "/api/auth/me");
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ success: false, error: "Authentication required. Please sign in." });
  });

  it.each([
    ["garbage", async () => "not.a.jwt"],
    [
      "a token signed with another secret",
      async () =>
        new SignJWT({ sid: "x", role: "partner" })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject("x")
          .setIssuer("finlytic-partner-portal")
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode("another-secret-another-secret-another-secret")),
    ],
    [
      "an expired token",
      async () => signSessionToken({ sub: "u", sid: "s", role: "partner" }, new Date(Date.now() - 1000)),
    ],
    [
      "a valid signature for a session that does not exist",
      async () => signSessionToken({ sub: "u", sid: "s", role: "partner" }, new Date(Date.now() + 60_000)),
    ],
  ])("401 for %s", async (_name, make) => {
    expect((await callRoute(meRoute, "/api/auth/me", { token: await make() })).status).toBe(401);
  });

  it("401 once the session row has expired", async () => {
    const account = await createTestPartner();
    const { json } = await signIn(account.email, account.password);
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", account.user.id)
      .execute();
    expect((await callRoute(meRoute, "/api/auth/me", { token: json.token as string })).status).toBe(401);
  });

  it("logout revokes the session server-side and clears the cookie; cross-site logout is refused", async () => {
    const account = await createTestPartner();
    const { json, response } = await signIn(account.email, account.password);
    const token = json.token as string;
    const cookie = sessionCookieFrom(response);
    const forged = await callRoute(logoutRoute, "/api/auth/logout", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect((await callRoute(meRoute, "/api/auth/me", { token })).status).toBe(200);
    const out = await callRoute(logoutRoute, "/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.response.headers.get("set-cookie")).toMatch(/partner_token=;.*Max-Age=0/i);
    expect((await callRoute(meRoute, "/api/auth/me", { token })).status).toBe(401);
    const row = await db()
      .selectFrom("sessions")
      .select("revoked_at")
      .where("user_id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it("admins sign in without a partner company", async () => {
    await createAdmin({ email: "Root@Example.com", password: "Admin-Passw0rd!" });
    const { status, json } = await signIn("root@example.com", "Admin-Passw0rd!");
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ role: "admin", partnerId: null });
  });
});
