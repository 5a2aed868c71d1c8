import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as onboardingRoute } from "@/app/api/partners/onboarding/route";
import { POST as dismissRoute } from "@/app/api/partners/onboarding/dismiss/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { createSession } from "@/lib/server/auth/session";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";
import { createTestPartner } from "@/test/support/accounts";
import { seedDeal } from "@/test/support/deals";
import { enrolledPartner, nextIp } from "@/test/support/training";
import { callRoute } from "@/test/support/routes";
import type { OnboardingChecklist } from "@/lib/validation/dashboard";

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

async function checklist(token: string): Promise<OnboardingChecklist> {
  const { status, json } = await callRoute(onboardingRoute, "/api/partners/onboarding", { token });
  expect(status).toBe(200);
  return json.onboarding as OnboardingChecklist;
}
const ticked = (list: OnboardingChecklist) =>
  Object.fromEntries(list.items.map((item) => [item.id, item.done]));

describe("the onboarding checklist", () => {
  it("ticks each step from the partner's own data", async () => {
    await ensureTrainingCatalog();
    const { account, token: firstToken, idOf } = await enrolledPartner();
    let token = firstToken;
    await db().updateTable("users").set({ phone: null }).where("id", "=", account.user.id).execute();
    expect(await checklist(token)).toEqual({
      items: [
        { id: "profile", done: false },
        { id: "twoFactor", done: false },
        { id: "firstDeal", done: false },
        { id: "certification", done: false },
      ],
      dismissed: false,
    });

    await db().updateTable("users").set({ phone: "+1 555 0100" }).where("id", "=", account.user.id).execute();
    await seedDeal(token, "pending", nextIp());
    await db()
      .insertInto("two_factor")
      .values({
        user_id: account.user.id,
        secret_enc: "x",
        enabled_at: new Date().toISOString(),
        last_step: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // With two-factor on, only a session that passed the second factor opens the dashboard.
    token = (await createSession(db(), account.user, { authMethod: "totp" })).token;
    expect(ticked(await checklist(token))).toEqual({
      profile: true,
      twoFactor: true,
      firstDeal: true,
      certification: false,
    });

    // Starting a course without a certificate is not the certification course.
    await db()
      .updateTable("training_courses")
      .set({ status: "in_progress", progress: 10 })
      .where("id", "=", idOf("partner-programme"))
      .execute();
    expect(ticked(await checklist(token)).certification).toBe(false);
    await db()
      .updateTable("training_courses")
      .set({ status: "in_progress", progress: 10 })
      .where("id", "=", idOf("platform-fundamentals"))
      .execute();
    expect(ticked(await checklist(token)).certification).toBe(true);
  });

  it("sees only the signed-in partner's data", async () => {
    const other = await enrolledPartner("Other Co");
    await seedDeal(other.token, "pending", nextIp());
    const { token } = await enrolledPartner("Newcomer Ltd");
    expect(ticked(await checklist(token)).firstDeal).toBe(false);
  });

  it("stays dismissed for the user who closed it, on every session, and only for that user", async () => {
    const account = await createTestPartner();
    const first = (await createSession(db(), account.user)).token;
    const second = (await createSession(db(), account.user)).token;
    const dismiss = await callRoute(dismissRoute, "/api/partners/onboarding/dismiss", {
      method: "POST",
      token: first,
      ip: nextIp(),
    });
    expect(dismiss.status).toBe(200);
    expect((await checklist(second)).dismissed).toBe(true);
    const colleague = await createTestPartner({ companyName: "Elsewhere" });
    expect((await checklist((await createSession(db(), colleague.user)).token)).dismissed).toBe(false);
  });

  it("answers 401 without a session and changes nothing", async () => {
    expect((await callRoute(onboardingRoute, "/api/partners/onboarding")).status).toBe(401);
    const before = await db().selectFrom("users").select("onboarding_dismissed_at").execute();
    const refused = await callRoute(dismissRoute, "/api/partners/onboarding/dismiss", {
      method: "POST",
      ip: nextIp(),
    });
    expect(refused.status).toBe(401);
    expect(await db().selectFrom("users").select("onboarding_dismissed_at").execute()).toEqual(before);
  });
});

describe("the first sign-in and the ones after it", () => {
  it("tells a returning user from a newcomer", async () => {
    const account = await createTestPartner();
    const signIn = () =>
      callRoute(loginRoute, "/api/auth/login", {
        body: { email: account.email, password: account.password },
        ip: nextIp(),
      });
    const first = await signIn();
    expect(first.json.user).toMatchObject({ signedInBefore: false });
    const me = await callRoute(meRoute, "/api/auth/me", { token: first.json.token as string });
    expect(me.json.user).toMatchObject({ signedInBefore: false });

    const second = await signIn();
    expect(second.json.user).toMatchObject({ signedInBefore: true });
    const again = await callRoute(meRoute, "/api/auth/me", { token: second.json.token as string });
    expect(again.json.user).toMatchObject({ signedInBefore: true });
  });
});
