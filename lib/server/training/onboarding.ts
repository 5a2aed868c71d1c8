import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { onboardingCourses } from "@/content/onboarding";
import type { Database } from "@/lib/server/db";
import { enrolInCourse } from "@/lib/server/training/catalog";

/**
 * Enrols the partner in the programme's onboarding courses (content/onboarding.ts), not
 * started. Called, in the same transaction, wherever a partner account becomes active: a
 * registration from a claim or invitation link, the team's approval of a registration, and
 * the team setting an account's status to active. The unique (partner, key) index makes it
 * idempotent: a course the partner already has is left as it is, with its progress.
 */
export async function startOnboarding(
  trx: Transaction<Database>,
  partnerId: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  for (const [index, course] of onboardingCourses.entries()) {
    // One millisecond apart, so the Training tab lists them in the programme's order.
    const created = new Date(now.getTime() + index).toISOString();
    await trx
      .insertInto("training_courses")
      .values({
        id: randomUUID(),
        partner_id: partnerId,
        title: course.title,
        duration: course.duration,
        current_module: null,
        status: "not_started",
        progress: 0,
        completed_date: null,
        certificate: 0,
        onboarding_key: course.key,
        created_at: created,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(["partner_id", "onboarding_key"]).doNothing())
      .execute();
  }
  // Courses the team added to the catalogue in the console are for every partner too.
  const onboardingKeys = onboardingCourses.map((course) => course.key);
  const added = await trx
    .selectFrom("training_catalog")
    .select(["key", "title", "duration"])
    .where("key", "not in", onboardingKeys)
    .orderBy("created_at", "asc")
    .execute();
  for (const [index, course] of added.entries())
    await enrolInCourse(trx, partnerId, course, new Date(now.getTime() + onboardingKeys.length + index));
}
