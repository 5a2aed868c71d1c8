// Training fixtures (imported by *.test.ts only): a partner enrolled in the onboarding
// courses with a session, and the partner's training calls.
import { onboardingCourses } from "@/content/onboarding";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { enrolInCourse } from "@/lib/server/training/catalog";
import { GET as listRoute } from "@/app/api/partners/training/route";
import { GET as detailRoute } from "@/app/api/partners/training/[id]/route";
import { POST as completeRoute } from "@/app/api/partners/training/[id]/complete/route";
import { createTestPartner } from "./accounts";
import { callRoute } from "./routes";

let ip = 0;
/** A fresh client address per call, so the per-address limit never answers first. */
export const nextIp = () => `198.51.${100 + ((ip += 1) >> 8)}.${ip & 255}`;

export async function enrolledPartner(companyName?: string) {
  const account = await createTestPartner(companyName ? { companyName } : {});
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    for (const [index, course] of onboardingCourses.entries())
      await enrolInCourse(trx, account.partner.id, course, new Date(Date.now() + index));
  });
  const token = (await createSession(db, account.user)).token;
  const list = (await callRoute(listRoute, "/api/partners/training", { token })).json.training as {
    id: string;
    title: string;
  }[];
  const idOf = (key: string) =>
    list.find((c) => c.title === onboardingCourses.find((o) => o.key === key)!.title)!.id;
  return { account, token, idOf };
}

export const listTrainingCall = (token: string) => callRoute(listRoute, "/api/partners/training", { token });
export const detailCall = (token: string, id: string) =>
  callRoute(detailRoute, "/api/partners/training/x", { token, params: { id } });
export const completeCall = (token: string, id: string, moduleId: unknown, ipAddress = nextIp()) =>
  callRoute(completeRoute, "/api/partners/training/x/complete", {
    token,
    params: { id },
    body: { moduleId },
    ip: ipAddress,
  });

export async function completionCount(): Promise<number> {
  const db = await getDb();
  return Number(
    (
      await db
        .selectFrom("training_completions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
