import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { POST as disableRoute } from "@/app/api/auth/two-factor/disable/route";
import { createTestPartner } from "@/test/support/accounts";
import { confirmTwoFactor } from "@/test/support/two-factor";
import { callRoute } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { currentTotp, openSecret } from "./totp";

// A set-up waiting for its first code: resumed with its secret, not replaced by a new one.

const db = freshTestDatabase();
let n = 0;
const nextIp = () => `10.61.${Math.floor((n += 1) / 250)}.${n % 250}`;

describe("a pending enrolment", () => {
  it("keeps its secret across set-up calls (a reload) until confirmed, sealed; a later one gets a new secret", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    const setup = () =>
      callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
    const stored = () =>
      db()
        .selectFrom("two_factor")
        .select(["secret_enc", "enabled_at"])
        .where("user_id", "=", account.user.id)
        .executeTakeFirstOrThrow();
    const first = await setup();
    const sealed = await stored();
    const again = await setup();
    expect(again.status).toBe(200);
    expect(again.json.secret).toBe(first.json.secret);
    expect(again.json.otpauthUrl).toBe(first.json.otpauthUrl);
    expect(await stored()).toEqual(sealed);
    expect(sealed.secret_enc).not.toContain(first.json.secret as string);
    // The code of the key scanned before the reload confirms it.
    const secret = first.json.secret as string;
    const enable = await confirmTwoFactor(token, secret, nextIp());
    expect(enable.status).toBe(200);
    // Off again (with a code), then a new enrolment starts from a new secret.
    const off = await callRoute(disableRoute, "/api/auth/two-factor/disable", {
      token,
      body: { code: currentTotp(secret) },
      ip: nextIp(),
    });
    expect(off.status).toBe(200);
    const fresh = await setup();
    expect(fresh.status).toBe(200);
    expect(fresh.json.secret).not.toBe(secret);
  });

  it("replaces a pending secret that can no longer be opened", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    const setup = () =>
      callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
    const first = await setup();
    await db()
      .updateTable("two_factor")
      .set({ secret_enc: "not-a-sealed-secret" })
      .where("user_id", "=", account.user.id)
      .execute();
    const second = await setup();
    expect(second.status).toBe(200);
    expect(second.json.secret).not.toBe(first.json.secret);
    const row = await db()
      .selectFrom("two_factor")
      .select("secret_enc")
      .where("user_id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(openSecret(row.secret_enc)).toBe(second.json.secret);
  });
});
