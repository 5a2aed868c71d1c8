import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { callRoute, type Handler } from "@/test/support/routes";
import { detailCall, listTrainingCall } from "@/test/support/training";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/training/route";
import { GET as courseRoute, PUT as updateRoute } from "@/app/api/admin/training/[id]/route";
import { POST as addModuleRoute } from "@/app/api/admin/training/[id]/modules/route";
import { PUT as orderRoute } from "@/app/api/admin/training/[id]/modules/order/route";
import {
  DELETE as removeRoute,
  PUT as editModuleRoute,
} from "@/app/api/admin/training/[id]/modules/[moduleId]/route";
import { createSession, revokeAllSessions } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { startOnboarding } from "@/lib/server/training/onboarding";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";
import type { TrainingCourseDetail } from "@/lib/validation/training";

// The programme team edits the training catalogue: courses and ordered modules, audited,
// reaching partners' Training tabs; every bad input is a 4xx that changes nothing.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = useTestDatabase();
let admin: string;
interface AdminCourse {
  id: string;
  key: string;
  title: string;
  duration: string;
  certification: boolean;
  points: number;
  modules: { id: string; title: string; body: string; videoUrl: string | null; resourceId: string | null }[];
}

beforeAll(async () => {
  await ensureTrainingCatalog();
  admin = (await adminToken()).token;
});

const call = (
  handler: Handler,
  method: string,
  params: Record<string, string>,
  body?: unknown,
  extra: { token?: string } = {},
) =>
  callRoute(handler, "/api/admin/training/x", {
    method,
    params,
    token: extra.token ?? admin,
    ...(body === undefined ? {} : { body }),
  });
const audits = async () =>
  Number(
    (
      await db()
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("entity_type", "=", "training_course")
        .executeTakeFirstOrThrow()
    ).n,
  );

async function newCourse(title = `Course ${randomUUID().slice(0, 8)}`) {
  const created = await call(
    createRoute,
    "POST",
    {},
    { title, duration: "1 hour", description: "About it", certification: true, points: 100 },
  );
  expect(created.status).toBe(201);
  return created.json.course as AdminCourse;
}

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

describe("every console training endpoint refuses bad input, changing nothing", () => {
  let course: AdminCourse;
  let partnerTokens: string[];
  let revoked: string;
  beforeAll(async () => {
    course = await newCourse("Bad Input Target");
    course = (await call(addModuleRoute, "POST", { id: course.id }, { title: "Only", body: "Body" })).json
      .course as AdminCourse;
    const partner = await createTestPartner();
    const unverified = await createTestPartner({ verified: false });
    partnerTokens = [
      (await createSession(await getDb(), partner.user)).token,
      (await createSession(await getDb(), unverified.user)).token,
    ];
    const other = await adminToken();
    revoked = other.token;
    await revokeAllSessions(await getDb(), other.userId);
  });

  async function snapshot() {
    const [courses, modules, audit, enrolments] = await Promise.all([
      db().selectFrom("training_catalog").selectAll().orderBy("id").execute(),
      db().selectFrom("training_modules").selectAll().orderBy("id").execute(),
      audits(),
      db()
        .selectFrom("training_courses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return JSON.stringify({ courses, modules, audit, enrolments: Number(enrolments.n) });
  }

  type Case = [
    string,
    {
      token?: string;
      cookie?: string;
      headers?: Record<string, string>;
      params?: Record<string, string>;
      body?: unknown;
      query?: string;
    },
  ];
  const credentialCases = (): Case[] => [
    ["no session", { token: "" }],
    ["a made-up bearer", { token: "abc" }],
    ["a malformed cookie", { token: "", cookie: "partner_token=%E0%A4%A" }],
    ["a forged signature", { token: `${admin.slice(0, -4)}AAAA` }],
    ["a partner", { token: partnerTokens[0]! }],
    ["an unverified partner", { token: partnerTokens[1]! }],
    ["a revoked admin session", { token: revoked }],
    ["a Basic authorization", { token: "", headers: { authorization: "Basic YWRtaW46YWRtaW4=" } }],
    ["an empty bearer", { token: "", headers: { authorization: "Bearer " } }],
    ["a 10 KB cookie of junk", { token: "", cookie: `partner_token=${"x".repeat(10_000)}` }],
  ];
  const queryCases = (): Case[] =>
    [
      "q",
      "page",
      "pageSize",
      "status",
      "view",
      "unknown",
      "sort",
      "order",
      "limit",
      "offset",
      "cursor",
      "id",
      "key",
      "include",
      "fields",
    ].map((name): Case => [`a NUL in ?${name}`, { query: `?${name}=a%00b` }]);
  const idCases = (name: string, base: Record<string, string>): Case[] =>
    [
      randomUUID(),
      "course",
      "' OR '1'='1",
      "x'; DROP TABLE training_catalog; --",
      "a".repeat(5000),
      "курс-😀",
      "../..",
      "a\u0000b",
      "a\uD800b",
      "<script>",
    ].map((bad): Case => [`${name} = ${bad.slice(0, 20)}`, { params: { ...base, [name]: bad } }]);
  const courseBodies = (): Case[] =>
    [
      {},
      { title: "" },
      { title: "   " },
      { title: 5, duration: "1h" },
      { title: "x".repeat(201), duration: "1h" },
      { title: "T", duration: "x".repeat(41) },
      { title: "T", duration: "1h", points: -1 },
      { title: "T", duration: "1h", points: 1.5 },
      { title: "T", duration: "1h", points: "10" },
      { title: "T", duration: "1h", points: 100_001 },
      { title: "T", duration: "1h", certification: "yes" },
      { title: "T", duration: "1h", description: "x".repeat(1001) },
      { title: "T", duration: "1h", key: "sneaky" },
      { title: "T\u0000", duration: "1h" },
      { title: "\uD800", duration: "1h" },
      [],
      null,
      "text",
    ].map((body, index): Case => [`course body #${index} ${JSON.stringify(body)?.slice(0, 40)}`, { body }]);
  const moduleBodies = (): Case[] =>
    [
      {},
      { title: "T" },
      { body: "B" },
      { title: "", body: "B" },
      { title: "T", body: "" },
      { title: "T", body: "x".repeat(20_001) },
      { title: 1, body: "B" },
      { title: "T", body: "B", videoUrl: "javascript:alert(1)" },
      { title: "T", body: "B", videoUrl: "http://insecure.example/v.mp4" },
      { title: "T", body: "B", videoUrl: "data:video/mp4;base64,AAAA" },
      { title: "T", body: "B", videoUrl: "not a url" },
      { title: "T", body: "B", resourceId: "file-1" },
      { title: "T", body: "B", resourceId: randomUUID() },
      { title: "T", body: "B", position: 0 },
      { title: "T\u0000", body: "B" },
      [],
      null,
    ].map((body, index): Case => [`module body #${index} ${JSON.stringify(body)?.slice(0, 40)}`, { body }]);

  const endpoints: [string, Handler, string, () => Record<string, string>, () => Case[]][] = [
    ["GET /api/admin/training", listRoute, "GET", () => ({}), () => []],
    ["POST /api/admin/training", createRoute, "POST", () => ({}), courseBodies],
    ["GET /api/admin/training/{id}", courseRoute, "GET", () => ({ id: course.id }), () => idCases("id", {})],
    [
      "PUT /api/admin/training/{id}",
      updateRoute,
      "PUT",
      () => ({ id: course.id }),
      () => [
        ...idCases("id", {}).map(([l, c]): Case => [l, { ...c, body: { title: "New" } }]),
        ...courseBodies().filter(([l]) => !l.includes("#0 ")),
        ["an empty update", { body: {} }],
      ],
    ],
    [
      "POST /api/admin/training/{id}/modules",
      addModuleRoute,
      "POST",
      () => ({ id: course.id }),
      () => [
        ...idCases("id", {}).map(([l, c]): Case => [l, { ...c, body: { title: "T", body: "B" } }]),
        ...moduleBodies(),
      ],
    ],
    [
      "PUT /api/admin/training/{id}/modules/order",
      orderRoute,
      "PUT",
      () => ({ id: course.id }),
      () => [
        ...idCases("id", {}).map(([l, c]): Case => [
          l,
          { ...c, body: { moduleIds: [course.modules[0]!.id] } },
        ]),
        ...[
          {},
          { moduleIds: [] },
          { moduleIds: [randomUUID()] },
          { moduleIds: [course.modules[0]!.id, course.modules[0]!.id] },
          { moduleIds: "x" },
          { moduleIds: [1] },
          { moduleIds: [course.modules[0]!.id, randomUUID()] },
          { moduleIds: Array.from({ length: 201 }, () => randomUUID()) },
          null,
        ].map((body, index): Case => [`order body #${index}`, { body }]),
      ],
    ],
    [
      "PUT /api/admin/training/{id}/modules/{moduleId}",
      editModuleRoute,
      "PUT",
      () => ({ id: course.id, moduleId: course.modules[0]!.id }),
      () => [
        ...idCases("moduleId", { id: course.id }).map(([l, c]): Case => [
          l,
          { ...c, body: { title: "New" } },
        ]),
        ...idCases("id", { moduleId: course.modules[0]!.id }).map(([l, c]): Case => [
          l,
          { ...c, body: { title: "New" } },
        ]),
        ...moduleBodies().filter(([l]) => !/#(1|2|12) /.test(l)),
        ["an empty update", { body: {} }],
      ],
    ],
    [
      "DELETE /api/admin/training/{id}/modules/{moduleId}",
      removeRoute,
      "DELETE",
      () => ({ id: course.id, moduleId: course.modules[0]!.id }),
      () => [
        ...idCases("moduleId", { id: course.id }),
        ...idCases("id", { moduleId: course.modules[0]!.id }),
      ],
    ],
  ];

  it.each(endpoints)("%s", async (label, handler, method, params, specific) => {
    const writes = method !== "GET";
    const validBody =
      method === "POST" && label.endsWith("/modules")
        ? { title: "T", body: "B" }
        : method === "PUT"
          ? label.endsWith("order")
            ? { moduleIds: course.modules.map((m) => m.id) }
            : { title: "New" }
          : method === "POST"
            ? { title: "Valid", duration: "1h" }
            : undefined;
    const cases: Case[] = [
      ...credentialCases().map(([l, c]): Case => [l, { ...c, body: validBody }]),
      ...queryCases().map(([l, c]): Case => [l, { ...c, body: validBody }]),
      ...(writes
        ? ([
            ["another site's Origin", { headers: { origin: "https://evil.example" }, body: validBody }],
            ["no Origin but a foreign Referer", { headers: { origin: "null" }, body: validBody }],
          ] as Case[])
        : []),
      ...specific(),
    ];
    expect(cases.length, label).toBeGreaterThanOrEqual(25);
    const before = await snapshot();
    for (const [caseLabel, c] of cases) {
      const answer = await callRoute(handler, `/api/admin/training/x${c.query ?? ""}`, {
        method,
        token: c.token === undefined ? admin : c.token || undefined,
        ...(c.cookie ? { cookie: c.cookie } : {}),
        ...(c.headers ? { headers: c.headers } : {}),
        params: c.params ?? params(),
        ...(writes && c.body !== undefined ? { body: c.body } : {}),
      });
      expect(answer.status, `${label}: ${caseLabel}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${label}: ${caseLabel}`).toBeLessThan(500);
      expect(answer.json.success, `${label}: ${caseLabel}`).toBe(false);
    }
    expect(await snapshot(), label).toBe(before);
  });
});
