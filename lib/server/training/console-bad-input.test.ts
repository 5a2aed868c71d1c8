import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { callRoute, type Handler } from "@/test/support/routes";
import { consoleTrainingCalls, courseAuditCount, type AdminCourse } from "@/test/support/training-console";
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
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";

// Every console training endpoint refuses bad input (credentials, ids, bodies, another site's
// Origin) with a 4xx that changes nothing; the edits themselves are in ./console.test.ts.
const db = useTestDatabase();
let admin: string;

beforeAll(async () => {
  await ensureTrainingCatalog();
  admin = (await adminToken()).token;
});

const { call, newCourse } = consoleTrainingCalls(() => admin);
const audits = courseAuditCount;

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
