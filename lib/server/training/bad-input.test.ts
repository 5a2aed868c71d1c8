import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { completeCall, completionCount, detailCall, enrolledPartner, nextIp } from "@/test/support/training";
import { GET as detailRoute } from "@/app/api/partners/training/[id]/route";
import { POST as completeRoute } from "@/app/api/partners/training/[id]/complete/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { ensureTrainingCatalog } from "./catalog";
import type { TrainingCourseDetail } from "@/lib/validation/training";

// The partner's training endpoints against bad input: every case answers 4xx with the API's
// JSON error, and no completion, progress or points are stored.
const db = useTestDatabase();
let partner: Awaited<ReturnType<typeof enrolledPartner>>;
let other: Awaited<ReturnType<typeof enrolledPartner>>;
let courseId: string;
let firstModule: string;
let otherCourseId: string;
let tokens: { admin: string; unverified: string; pending: string };

beforeAll(async () => {
  await ensureTrainingCatalog();
  partner = await enrolledPartner();
  other = await enrolledPartner();
  courseId = partner.idOf("platform-fundamentals");
  firstModule = ((await detailCall(partner.token, courseId)).json.course as TrainingCourseDetail).modules[0]!
    .id;
  otherCourseId = other.idOf("platform-fundamentals");
  const unverified = await createTestPartner({ verified: false });
  const pending = await createTestPartner({ status: "pending_approval" });
  const db = await getDb();
  tokens = {
    admin: (await adminToken()).token,
    unverified: (await createSession(db, unverified.user)).token,
    pending: (await createSession(db, pending.user)).token,
  };
});

async function nothingStored() {
  expect(await completionCount()).toBe(0);
  const enrolment = await db()
    .selectFrom("training_courses")
    .select(["status", "progress", "certificate"])
    .where("id", "=", courseId)
    .executeTakeFirstOrThrow();
  expect(enrolment).toMatchObject({ status: "not_started" });
  expect(Number(enrolment.progress)).toBe(0);
  const row = await db()
    .selectFrom("partners")
    .select("points")
    .where("id", "=", partner.account.partner.id)
    .executeTakeFirstOrThrow();
  expect(Number(row.points)).toBe(0);
}

function expectRefused(
  answer: { status: number; response: Response; json: { success?: boolean } },
  label: string,
) {
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.response.headers.get("content-type"), label).toContain("json");
  expect(answer.json.success, label).toBe(false);
}

// Ids that are not a course of this partner: unknown, foreign, malformed, hostile.
const badIds = (): [string, string][] => [
  ["an unknown uuid", randomUUID()],
  ["another partner's course", otherCourseId],
  ["a module id instead of a course", firstModule],
  ["a word", "course"],
  ["SQL injection", "' OR '1'='1"],
  ["SQL injection with a comment", "x'; DROP TABLE training_courses; --"],
  ["a very long id", "a".repeat(5000)],
  ["unicode", "курс-😀"],
  ["a path traversal", "../../admin"],
  ["percent signs", "%25%00"],
  ["null as text", "null"],
  ["a negative number", "-1"],
  ["a real id with a trailing space", "" /* filled in below */],
  ["a real id with a newline", "" /* filled in below */],
  ["an HTML fragment", "<img src=x onerror=alert(1)>"],
  ["a NUL", "a\u0000b"],
  ["a lone surrogate", "a\uD800b"],
  ["an upper-cased real id", "" /* filled in below */],
];
function withRealIdVariants(ids: [string, string][]) {
  const fill: Record<string, string> = {
    "a real id with a trailing space": `${courseId} `,
    "a real id with a newline": `${courseId}\n`,
    "an upper-cased real id": courseId.toUpperCase(),
  };
  return ids.map(([label, id]): [string, string] => [label, fill[label] ?? id]);
}

describe("GET /api/partners/training/{id} refuses bad input", () => {
  it("answers 404 for every id that is not the partner's course, 400 for forbidden characters", async () => {
    const ids = withRealIdVariants(badIds());
    for (const [label, id] of ids) {
      const answer = await callRoute(detailRoute, "/api/partners/training/x", {
        token: partner.token,
        params: { id },
      });
      expectRefused(answer, label);
      expect(answer.json).not.toHaveProperty("course");
    }
  });

  const credentials: [string, () => { token?: string; cookie?: string }, number][] = [
    ["no session", () => ({}), 401],
    ["a made-up bearer", () => ({ token: "not-a-token" }), 401],
    ["a malformed cookie", () => ({ cookie: "partner_token=%E0%A4%A" }), 401],
    ["a forged signed token", () => ({ token: `${partner.token.slice(0, -4)}AAAA` }), 401],
    ["the programme team", () => ({ token: tokens.admin }), 403],
    ["an unverified user", () => ({ token: tokens.unverified }), 403],
    ["a company pending approval", () => ({ token: tokens.pending }), 403],
  ];
  it.each(credentials)("%s: refused", async (_label, who, status) => {
    const answer = await callRoute(detailRoute, `/api/partners/training/${courseId}`, {
      ...who(),
      params: { id: courseId },
    });
    expect(answer.status).toBe(status);
    expect(answer.json).not.toHaveProperty("course");
  });

  it("a query string with a NUL is refused", async () => {
    expect(
      (
        await callRoute(detailRoute, `/api/partners/training/${courseId}?view=a%00b`, {
          token: partner.token,
          params: { id: courseId },
        })
      ).status,
    ).toBe(400);
  });
});

describe("POST /api/partners/training/{id}/complete refuses bad input, storing nothing", () => {
  const bodies = (): [string, unknown][] => [
    ["an empty object", {}],
    ["a null moduleId", { moduleId: null }],
    ["a number", { moduleId: 42 }],
    ["a boolean", { moduleId: true }],
    ["an array", { moduleId: [firstModule] }],
    ["an object", { moduleId: { id: firstModule } }],
    ["an empty string", { moduleId: "" }],
    ["not a uuid", { moduleId: "module-1" }],
    ["SQL injection", { moduleId: "' OR 1=1 --" }],
    ["a script", { moduleId: "<script>alert(1)</script>" }],
    ["unicode", { moduleId: "😀😀😀" }],
    ["a NUL", { moduleId: `${firstModule}\u0000` }],
    ["a lone surrogate", { moduleId: "\uD800" }],
    ["a huge string", { moduleId: "a".repeat(40_000) }],
    ["an unknown field beside", { moduleId: firstModule, progress: 100 }],
    ["points smuggled in", { moduleId: firstModule, points: 10_000 }],
    ["a JSON array body", [firstModule]],
    ["a JSON string body", firstModule],
    ["a JSON null body", null],
    ["an unknown module", { moduleId: randomUUID() }],
    ["the second module first", { moduleId: "second" }],
  ];
  it("refuses every bad body", async () => {
    const second = ((await detailCall(partner.token, courseId)).json.course as TrainingCourseDetail)
      .modules[1]!.id;
    for (const [label, raw] of bodies()) {
      const body =
        raw && typeof raw === "object" && "moduleId" in raw && raw.moduleId === "second"
          ? { moduleId: second }
          : raw;
      const answer = await callRoute(completeRoute, `/api/partners/training/${courseId}/complete`, {
        token: partner.token,
        params: { id: courseId },
        body,
        ip: nextIp(),
      });
      expectRefused(answer, label);
    }
    await nothingStored();
  });

  it("refuses a body that is not JSON, too large, or of another content type", async () => {
    const raw: [string, string, Record<string, string>][] = [
      ["broken JSON", '{"moduleId":', { "content-type": "application/json" }],
      ["form encoding", `moduleId=${firstModule}`, { "content-type": "application/x-www-form-urlencoded" }],
      [
        "over the size limit",
        JSON.stringify({ moduleId: firstModule, pad: "x".repeat(40 * 1024) }),
        { "content-type": "application/json" },
      ],
    ];
    for (const [label, rawBody, headers] of raw) {
      const answer = await callRoute(completeRoute, `/api/partners/training/${courseId}/complete`, {
        token: partner.token,
        params: { id: courseId },
        rawBody,
        headers,
        method: "POST",
        ip: nextIp(),
      });
      expectRefused(answer, label);
    }
    await nothingStored();
  });

  it("refuses every id that is not the partner's course", async () => {
    const ids = withRealIdVariants(badIds());
    for (const [label, id] of ids) expectRefused(await completeCall(partner.token, id, firstModule), label);
    await nothingStored();
  });

  it("refuses strangers, the team, other sites and a module of another course", async () => {
    // Modules belong to the catalogue: one of another course is not part of this one.
    const otherCourseModule = (
      (await detailCall(partner.token, partner.idOf("partner-programme"))).json.course as TrainingCourseDetail
    ).modules[0]!.id;
    const cases: [
      string,
      () => Promise<{ status: number; response: Response; json: { success?: boolean } }>,
    ][] = [
      [
        "no session",
        () =>
          callRoute(completeRoute, "/x", {
            params: { id: courseId },
            body: { moduleId: firstModule },
            ip: nextIp(),
          }),
      ],
      ["the programme team", () => completeCall(tokens.admin, courseId, firstModule)],
      ["an unverified user", () => completeCall(tokens.unverified, courseId, firstModule)],
      ["a pending company", () => completeCall(tokens.pending, courseId, firstModule)],
      [
        "another site's Origin",
        () =>
          callRoute(completeRoute, "/x", {
            token: partner.token,
            params: { id: courseId },
            body: { moduleId: firstModule },
            headers: { origin: "https://evil.example" },
            ip: nextIp(),
          }),
      ],
      ["a module of another course", () => completeCall(partner.token, courseId, otherCourseModule)],
    ];
    for (const [label, call] of cases) expectRefused(await call(), label);
    await nothingStored();
  });

  it("a duplicate submit is refused and stores the module once", async () => {
    expect((await completeCall(partner.token, courseId, firstModule)).status).toBe(200);
    const again = await completeCall(partner.token, courseId, firstModule);
    expect(again.status).toBe(409);
    expect(await completionCount()).toBe(1);
  });
});
