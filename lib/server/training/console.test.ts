import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { consoleTrainingCalls, courseAuditCount, type AdminCourse } from "@/test/support/training-console";
import { detailCall, listTrainingCall } from "@/test/support/training";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/training/route";
import { PUT as updateRoute } from "@/app/api/admin/training/[id]/route";
import { POST as addModuleRoute } from "@/app/api/admin/training/[id]/modules/route";
import { PUT as orderRoute } from "@/app/api/admin/training/[id]/modules/order/route";
import {
  DELETE as removeRoute,
  PUT as editModuleRoute,
} from "@/app/api/admin/training/[id]/modules/[moduleId]/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { startOnboarding } from "@/lib/server/training/onboarding";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";
import type { TrainingCourseDetail } from "@/lib/validation/training";

// The programme team edits the training catalogue: courses and ordered modules, audited,
// reaching partners' Training tabs; every bad input is a 4xx that changes nothing.
const db = useTestDatabase();
let admin: string;

beforeAll(async () => {
  await ensureTrainingCatalog();
  admin = (await adminToken()).token;
});

const { call, newCourse } = consoleTrainingCalls(() => admin);
const audits = courseAuditCount;

describe("the training catalogue in the console", () => {
  it("lists the onboarding courses with their modules", async () => {
    const list = await call(listRoute, "GET", {});
    expect(list.status).toBe(200);
    expect(list.json.courses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: "platform-fundamentals",
          modules: 3,
          certification: true,
          points: 250,
        }),
      ]),
    );
  });

  it("a new course reaches every active partner, and its modules are added, edited, reordered and removed, each audited", async () => {
    const partner = await createTestPartner();
    const pending = await createTestPartner({ status: "pending_approval" });
    const before = await audits();
    const course = await newCourse("Reconciliation Deep Dive");
    expect(course).toMatchObject({
      key: "reconciliation-deep-dive",
      certification: true,
      points: 100,
      modules: [],
    });
    const enrolled = await db()
      .selectFrom("training_courses")
      .select("partner_id")
      .where("onboarding_key", "=", course.key)
      .execute();
    expect(enrolled.map((row) => row.partner_id)).toContain(partner.partner.id);
    expect(enrolled.map((row) => row.partner_id)).not.toContain(pending.partner.id);

    const add = async (title: string) =>
      (
        await call(
          addModuleRoute,
          "POST",
          { id: course.id },
          { title, body: `# ${title}\n\nText.`, videoUrl: "https://videos.finlytic.ai/a.mp4" },
        )
      ).json.course as AdminCourse;
    await add("One");
    await add("Two");
    const three = await add("Three");
    expect(three.modules.map((m) => m.title)).toEqual(["One", "Two", "Three"]);
    const [one, two, last] = three.modules;
    const edited = await call(
      editModuleRoute,
      "PUT",
      { id: course.id, moduleId: two!.id },
      { title: "Two, revised", videoUrl: null },
    );
    expect(edited.json.course).toMatchObject({
      modules: [{ title: "One" }, { title: "Two, revised", videoUrl: null }, { title: "Three" }],
    });
    const reordered = await call(
      orderRoute,
      "PUT",
      { id: course.id },
      { moduleIds: [last!.id, one!.id, two!.id] },
    );
    expect((reordered.json.course as AdminCourse).modules.map((m) => m.title)).toEqual([
      "Three",
      "One",
      "Two, revised",
    ]);
    const removed = await call(removeRoute, "DELETE", { id: course.id, moduleId: one!.id });
    expect((removed.json.course as AdminCourse).modules.map((m) => m.title)).toEqual([
      "Three",
      "Two, revised",
    ]);
    const renamed = await call(
      updateRoute,
      "PUT",
      { id: course.id },
      { title: "Reconciliation Masterclass", duration: "90 minutes" },
    );
    expect(renamed.json.course).toMatchObject({
      title: "Reconciliation Masterclass",
      key: "reconciliation-deep-dive",
    });

    // What the partner reads: the new title, the modules in the team's order.
    const token = (await createSession(await getDb(), partner.user)).token;
    const listed = (
      (await listTrainingCall(token)).json.training as { id: string; title: string; duration: string }[]
    ).find((c) => c.title === "Reconciliation Masterclass")!;
    expect(listed.duration).toBe("90 minutes");
    const reading = (await detailCall(token, listed.id)).json.course as TrainingCourseDetail;
    expect(reading.modules.map((m) => m.title)).toEqual(["Three", "Two, revised"]);
    expect(reading.modules[0]!.videoUrl).toBe("https://videos.finlytic.ai/a.mp4");

    const actions = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", course.id)
      .orderBy("created_at", "asc")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "training.course_created",
        "training.module_added",
        "training.module_updated",
        "training.modules_reordered",
        "training.module_removed",
        "training.course_updated",
      ]),
    );
    expect(await audits()).toBe(before + 8);
  });

  it("a module may point at a shared resource; the partner gets its download link", async () => {
    const course = await newCourse();
    const resourceId = randomUUID();
    await db()
      .insertInto("resources")
      .values({
        id: resourceId,
        partner_id: null,
        title: "Deck",
        description: "d",
        category: "Sales",
        type: "PDF",
        url: null,
        download_count: 0,
        last_updated: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const added = await call(
      addModuleRoute,
      "POST",
      { id: course.id },
      { title: "With a file", body: "Read the deck.", resourceId },
    );
    expect(added.status).toBe(201);
    const partner = await createTestPartner();
    await db()
      .transaction()
      .execute(async (trx) =>
        (await import("@/lib/server/training/catalog")).enrolInCourse(
          trx,
          partner.partner.id,
          course,
          new Date(),
        ),
      );
    const token = (await createSession(await getDb(), partner.user)).token;
    const enrolment = ((await listTrainingCall(token)).json.training as { id: string; title: string }[]).find(
      (c) => c.title === course.title,
    )!;
    const reading = (await detailCall(token, enrolment.id)).json.course as TrainingCourseDetail;
    expect(reading.modules[0]!.resourceUrl).toBe(`/api/partners/resources/${resourceId}/download`);
  });

  it("a partner activated after the course was added is enrolled in it with the onboarding courses", async () => {
    const course = await newCourse("Later Course");
    const newcomer = await createTestPartner({ status: "pending_approval" });
    await db()
      .transaction()
      .execute((trx) => startOnboarding(trx, newcomer.partner.id));
    const titles = (
      await db()
        .selectFrom("training_courses")
        .select(["title", "onboarding_key"])
        .where("partner_id", "=", newcomer.partner.id)
        .orderBy("created_at", "asc")
        .execute()
    ).map((row) => row.onboarding_key);
    expect(titles.slice(0, 3)).toEqual(["platform-fundamentals", "partner-programme", "selling-to-finance"]);
    expect(titles).toContain(course.key);
    // Again (approval and activation both call it): nothing twice.
    await db()
      .transaction()
      .execute((trx) => startOnboarding(trx, newcomer.partner.id));
    expect(
      Number(
        (
          await db()
            .selectFrom("training_courses")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("partner_id", "=", newcomer.partner.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(titles.length);
  });

  it("a second course with the same title is refused", async () => {
    await newCourse("Twice");
    const again = await call(createRoute, "POST", {}, { title: "Twice", duration: "1h" });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("A course with this title already exists.");
  });
});
