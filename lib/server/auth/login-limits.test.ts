import { afterEach, describe, expect, it, vi } from "vitest";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { resetEnvForTests } from "@/lib/server/env";
import * as password from "./password";

freshTestDatabase();

const signIn = (email: string, secret: string, ip: string) =>
  callRoute(loginRoute, "/api/auth/login", { body: { email, password: secret }, ip });

afterEach(() => {
  delete process.env.ADDRESS_RATE_LIMIT_SCALE;
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe("sign-in failure limits", () => {
  it("counts each attempt before its password is checked: 40 parallel guesses check 5 passwords", async () => {
    const account = await createTestPartner();
    const checks = vi.spyOn(password, "verifyPassword");
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(account.email, "Wrong-Passw0rd!", "198.51.100.40")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(checks).toHaveBeenCalledTimes(5);
  });

  it("does not count a right password, so signing in again and again is never limited", async () => {
    const account = await createTestPartner();
    for (let i = 0; i < 25; i += 1)
      expect((await signIn(account.email, account.password, "198.51.100.41")).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(account.email, "Wrong-Passw0rd!", "198.51.100.41")).status).toBe(401);
    expect((await signIn(account.email, account.password, "198.51.100.41")).status).toBe(200);
  });

  it("scales the per-address limit with ADDRESS_RATE_LIMIT_SCALE", async () => {
    const guess = (i: number, ip: string) => signIn(`nobody-${ip}-${i}@example.com`, "Wrong-Passw0rd!", ip);
    for (let i = 0; i < 20; i += 1) expect((await guess(i, "198.51.100.42")).status).toBe(401);
    expect((await guess(20, "198.51.100.42")).status).toBe(429);

    process.env.ADDRESS_RATE_LIMIT_SCALE = "2";
    resetEnvForTests();
    for (let i = 0; i < 40; i += 1) expect((await guess(i, "198.51.100.43")).status).toBe(401);
    expect((await guess(40, "198.51.100.43")).status).toBe(429);
  });
});
