import "server-only";
import { getDb } from "@/lib/server/db";
import { twoFactorStatus } from "@/lib/server/auth/two-factor-status";
import type { PartnerRow, UserRow } from "@/lib/server/auth/users";
import type { OnboardingChecklist } from "@/lib/validation/dashboard";

// The Overview's onboarding checklist: a new partner's first steps, each ticked from real
// data (never from a click on the checklist), and the user's choice to close it. Read by
// the partner id and user id the session resolved, never by ids from the request.

/** The profile the programme team needs to reach the partner's contact person. */
function profileComplete(user: Pick<UserRow, "first_name" | "last_name" | "title" | "phone">): boolean {
  return [user.first_name, user.last_name, user.title, user.phone].every((value) => Boolean(value?.trim()));
}

export async function getOnboarding(user: UserRow, partner: PartnerRow): Promise<OnboardingChecklist> {
  const db = await getDb();
  const [twoFactor, deal, course] = await Promise.all([
    twoFactorStatus(user.id, db),
    db.selectFrom("deals").select("id").where("partner_id", "=", partner.id).limit(1).executeTakeFirst(),
    // A certification course of the catalogue that the partner has begun (or finished).
    db
      .selectFrom("training_courses")
      .innerJoin("training_catalog", "training_catalog.key", "training_courses.onboarding_key")
      .select("training_courses.id")
      .where("training_courses.partner_id", "=", partner.id)
      .where("training_catalog.certification", "=", 1)
      .where((eb) =>
        eb.or([eb("training_courses.status", "!=", "not_started"), eb("training_courses.progress", ">", 0)]),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    items: [
      { id: "profile", done: profileComplete(user) },
      { id: "twoFactor", done: twoFactor.enabled },
      { id: "firstDeal", done: Boolean(deal) },
      { id: "certification", done: Boolean(course) },
    ],
    dismissed: user.onboarding_dismissed_at !== null,
  };
}

/** Closes the checklist for this user; closing it again keeps the first time. */
export async function dismissOnboarding(userId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("users")
    .set({ onboarding_dismissed_at: now.toISOString() })
    .where("id", "=", userId)
    .where("onboarding_dismissed_at", "is", null)
    .execute();
}
