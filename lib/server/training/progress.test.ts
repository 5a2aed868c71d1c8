import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, type TestAccount } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { completeCall, completionCount, detailCall, enrolledPartner } from "@/test/support/training";
import { GET as listRoute } from "@/app/api/partners/training/route";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as notificationsRoute } from "@/app/api/partners/notifications/route";
import { latestMailTo } from "@/test/support/fixtures";
import { defaultPreferences, savePreferences } from "@/lib/server/notifications/preferences";
import { ensureTrainingCatalog } from "./catalog";
import type { TrainingCourseDetail } from "@/lib/validation/training";

// A partner works through a course module by module: what the Training tab, the reading
// view and the dashboard show, and the rules that keep progress and points honest.
const db = useTestDatabase();
const detail = detailCall;
const complete = completeCall;
const completions = completionCount;
const partnerRow = (account: TestAccount) =>
  db()
    .selectFrom("partners")
    .select(["points", "certification_status"])
    .where("id", "=", account.partner.id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  await ensureTrainingCatalog();
  await ensureTrainingCatalog(); // a second start-up writes nothing twice
  expect(
    Number(
      (
        await db()
          .selectFrom("training_modules")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBe(9);
});

describe("a course, module by module", () => {
  it("opens the current module with its rendered body, and advances on Mark complete to certified with points", async () => {
    const { account, token, idOf } = await enrolledPartner();
    const id = idOf("platform-fundamentals");
    const opened = await detail(token, id);
    expect(opened.status).toBe(200);
    const course = opened.json.course as TrainingCourseDetail;
    expect(course).toMatchObject({
      title: "Finlytic AI Platform Fundamentals",
      status: "not_started",
      progress: 0,
      certification: true,
      points: 250,
      certificate: false,
    });
    expect(course.modules.map((m) => m.title)).toEqual([
      "What Finlytic AI automates",
      "The close and reconciliation agents",
      "Integrations and security",
    ]);
    expect(course.currentModuleId).toBe(course.modules[0]!.id);
    expect(course.modules[0]!.bodyHtml).toContain("<strong>repeatable work</strong>");

    const expected = [
      [33, "in_progress", "The close and reconciliation agents"],
      [67, "in_progress", "Integrations and security"],
      [100, "completed", null],
    ] as const;
    for (const [index, part] of course.modules.entries()) {
      const answer = await complete(token, id, part.id);
      expect(answer.status).toBe(200);
      const [progress, status, currentTitle] = expected[index]!;
      expect(answer.json).toMatchObject({
        success: true,
        certified: index === 2,
        pointsAwarded: index === 2 ? 250 : 0,
        course: { progress, status },
      });
      const listed = (
        (await callRoute(listRoute, "/api/partners/training", { token })).json.training as {
          id: string;
          currentModule: string | null;
          progress: number;
          completedDate: string | null;
          certificate: boolean;
        }[]
      ).find((c) => c.id === id)!;
      expect(listed).toMatchObject({ progress, currentModule: currentTitle, certificate: index === 2 });
      expect(listed.completedDate === null).toBe(index < 2);
    }
    expect(await partnerRow(account)).toMatchObject({ certification_status: "certified" });
    const summary = (await callRoute(dashboardRoute, "/api/partners/dashboard", { token })).json as {
      partner: { points: number; certificationStatus: string };
      stats: { certified_users: number };
    };
    expect(summary.partner).toMatchObject({ points: 250, certificationStatus: "certified" });
    expect(summary.stats.certified_users).toBe(1);
    const inbox = (await callRoute(notificationsRoute, "/api/partners/notifications", { token })).json as {
      notifications: { message: string; link: string }[];
    };
    expect(inbox.notifications[0]).toMatchObject({
      message: "You are certified in Finlytic AI Platform Fundamentals (+250 points).",
      link: `/partner-portal/dashboard/training?course=${id}`,
    });
    const mail = await latestMailTo(account.email, "You are certified: Finlytic AI Platform Fundamentals");
    expect(mail?.text_body).toContain("250 partner points were added");
  });

  it("the certification email honours the Training reminders switch", async () => {
    const { account, token, idOf } = await enrolledPartner();
    await savePreferences(account.user.id, { ...defaultPreferences, training_reminders: false });
    const id = idOf("platform-fundamentals");
    const course = (await detail(token, id)).json.course as TrainingCourseDetail;
    for (const part of course.modules) expect((await complete(token, id, part.id)).status).toBe(200);
    expect(await partnerRow(account)).toMatchObject({ certification_status: "certified" });
    expect(await latestMailTo(account.email)).toBeUndefined();
  });

  it("awards the points once: a repeated submit is refused and a module added later earns nothing more", async () => {
    const { account, token, idOf } = await enrolledPartner();
    const id = idOf("platform-fundamentals");
    const course = (await detail(token, id)).json.course as TrainingCourseDetail;
    for (const part of course.modules) expect((await complete(token, id, part.id)).status).toBe(200);
    const again = await complete(token, id, course.modules[2]!.id);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("This module is already complete.");
    // The team adds a fourth module; finishing it completes the course again, without points.
    const catalogId = (
      await db()
        .selectFrom("training_catalog")
        .select("id")
        .where("key", "=", "platform-fundamentals")
        .executeTakeFirstOrThrow()
    ).id;
    const extra = randomUUID();
    const at = new Date().toISOString();
    await db()
      .insertInto("training_modules")
      .values({
        id: extra,
        course_id: catalogId,
        position: 99,
        title: "Extra",
        body: "More",
        video_url: null,
        resource_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const finished = await complete(token, id, extra);
    expect(finished.json).toMatchObject({
      certified: false,
      pointsAwarded: 0,
      course: { status: "completed", progress: 100, certificate: true },
    });
    expect(Number((await partnerRow(account)).points)).toBe(250);
    await db().deleteFrom("training_modules").where("id", "=", extra).execute();
  });

  it("two submits of the last module at once: one counts, the points come once", async () => {
    const { account, token, idOf } = await enrolledPartner();
    const id = idOf("selling-to-finance");
    const course = (await detail(token, id)).json.course as TrainingCourseDetail;
    for (const part of course.modules.slice(0, 2))
      expect((await complete(token, id, part.id)).status).toBe(200);
    const last = course.modules[2]!.id;
    const answers = await Promise.all([
      complete(token, id, last),
      complete(token, id, last),
      complete(token, id, last),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(Number((await partnerRow(account)).points)).toBe(500);
  });

  it("a course that is not a certification completes without certificate or points", async () => {
    const { account, token, idOf } = await enrolledPartner();
    const id = idOf("partner-programme");
    const course = (await detail(token, id)).json.course as TrainingCourseDetail;
    for (const part of course.modules) expect((await complete(token, id, part.id)).status).toBe(200);
    const done = (await detail(token, id)).json.course as TrainingCourseDetail;
    expect(done).toMatchObject({
      status: "completed",
      progress: 100,
      certificate: false,
      currentModuleId: null,
    });
    expect(done.completedDate).toEqual(expect.any(String));
    expect(await partnerRow(account)).toMatchObject({ certification_status: "pending" });
    expect(Number((await partnerRow(account)).points)).toBe(0);
  });

  it("modules are completed in order", async () => {
    const { token, idOf } = await enrolledPartner();
    const id = idOf("partner-programme");
    const course = (await detail(token, id)).json.course as TrainingCourseDetail;
    const before = await completions();
    const skipped = await complete(token, id, course.modules[1]!.id);
    expect(skipped.status).toBe(409);
    expect(skipped.json.error).toBe("Complete the modules in order.");
    expect(await completions()).toBe(before);
  });

  it("another partner's course and modules answer 404, and nothing is stored", async () => {
    const mine = await enrolledPartner();
    const theirs = await enrolledPartner();
    const theirId = theirs.idOf("platform-fundamentals");
    const theirModule = ((await detail(theirs.token, theirId)).json.course as TrainingCourseDetail)
      .modules[0]!.id;
    const before = await completions();
    expect((await detail(mine.token, theirId)).status).toBe(404);
    const answer = await complete(mine.token, theirId, theirModule);
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe("Course not found.");
    // A module of another course, inside the partner's own course: not found either.
    const other = await complete(mine.token, mine.idOf("partner-programme"), theirModule);
    expect(other.status).toBe(404);
    expect(other.json.error).toBe("Module not found.");
    expect(await completions()).toBe(before);
  });

  it("a course the team added by hand without modules reads as empty, and nothing can be completed", async () => {
    const { account, token } = await enrolledPartner();
    const at = new Date().toISOString();
    const id = randomUUID();
    await db()
      .insertInto("training_courses")
      .values({
        id,
        partner_id: account.partner.id,
        title: "Hand-made",
        duration: "1h",
        current_module: null,
        status: "not_started",
        progress: 0,
        completed_date: null,
        certificate: 0,
        onboarding_key: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await detail(token, id)).json.course).toMatchObject({ modules: [], currentModuleId: null });
    expect((await complete(token, id, randomUUID())).status).toBe(404);
  });

  it("only signed-in partners: 401 without a session, 403 for the programme team", async () => {
    const { idOf } = await enrolledPartner();
    const id = idOf("platform-fundamentals");
    expect((await detail("", id)).status).toBe(401);
    const admin = (await adminToken()).token;
    expect((await detail(admin, id)).status).toBe(403);
  });
});
