import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as statusRoute } from "@/app/api/partners/application-status/route";
import { POST as linkRoute } from "@/app/api/partners/application-status/registration-link/route";
import { POST as approveClaimRoute } from "@/app/api/admin/claims/[id]/approve/route";
import { submitClaim } from "@/lib/server/claims/submit-claim";
import { adminToken, markEmailVerified, solveCaptcha } from "@/test/support/accounts";
import { latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute, type CallOptions } from "@/test/support/routes";

// Bad input on the two status endpoints: each answered 4xx, never a word about any
// application, and nothing stored or changed (no token issued, no link rotated, no review
// started, no mail, no audit entry).

const db = freshTestDatabase();
let n = 0;

let mine: { id: string; token: string; registrationToken: string };
let theirs: { id: string; token: string };

async function newClaim(approve: boolean) {
  const email = `bad${(n += 1)}@apply.example`;
  await markEmailVerified(email);
  const { id } = await submitClaim({
    firstName: "Ana",
    lastName: "Applicant",
    companyName: `Secret Co ${n}`,
    companyEmail: email,
    website: "apply.example",
    companySize: "1-10",
    industry: "consulting",
    country: "DE",
    whyJoin: "We advise CFOs and want to bring them automation.",
    ...(await solveCaptcha()),
  });
  const token = linkIn(
    (await latestMailTo(email, "We received"))!.text_body,
    "application-status?token=",
  ).token;
  let registrationToken = "";
  if (approve) {
    await callRoute(approveClaimRoute, "/x", {
      method: "POST",
      token: (await adminToken()).token,
      params: { id },
    });
    registrationToken = linkIn((await latestMailTo(email, "approved"))!.text_body, "/register?token=").token;
  }
  return { id, token, registrationToken };
}

beforeAll(async () => {
  mine = await newClaim(true);
  theirs = await newClaim(false);
});

async function snapshot() {
  const count = async (table: "applicant_tokens" | "outbox" | "audit_log" | "claims") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    tokens: await count("applicant_tokens"),
    outbox: await count("outbox"),
    audit: await count("audit_log"),
    claims: await db()
      .selectFrom("claims")
      .select(["id", "status", "review_started_at", "updated_at"])
      .orderBy("id")
      .execute(),
    links: await db()
      .selectFrom("registration_links")
      .select(["id", "token_hash", "used_at", "expires_at"])
      .orderBy("id")
      .execute(),
  };
}

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const flip = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

// [label, how it is sent, expected status (or a range)]
type Case = [string, () => CallOptions, number | [number, number]];
const body = (value: unknown): CallOptions => ({ body: value });
const cases: Case[] = [
  ["an empty body", () => body({}), 400],
  ["a null token", () => body({ token: null }), 400],
  ["a number", () => body({ token: 12345 }), 400],
  ["a boolean", () => body({ token: true }), 400],
  ["an array", () => body({ token: [mine.token] }), 400],
  ["an object", () => body({ token: { $ne: "" } }), 400],
  ["an empty string", () => body({ token: "" }), 400],
  ["spaces only", () => body({ token: "   " }), 400],
  ["the token padded with spaces", () => body({ token: ` ${mine.token} ` }), 400],
  ["201 characters", () => body({ token: "a".repeat(201) }), 400],
  ["a body over the size limit", () => body({ token: "a".repeat(5000) }), 413],
  ["an unknown token of the right shape", () => body({ token: "A".repeat(43) }), 404],
  ["a valid token with one character changed", () => body({ token: flip(mine.token) }), 404],
  ["the token in upper case", () => body({ token: mine.token.toUpperCase() }), 404],
  ["the stored hash of a valid token", () => body({ token: sha(mine.token) }), 404],
  ["the claim's id (a foreign id)", () => body({ token: theirs.id }), 404],
  ["the claim's id without dashes", () => body({ token: theirs.id.replaceAll("-", "") }), 404],
  ["the registration link's token (another purpose)", () => body({ token: mine.registrationToken }), 404],
  ["SQL injection", () => body({ token: "' OR '1'='1" }), 400],
  ["SQL injection in token characters", () => body({ token: "x_OR_1_1--" }), 404],
  ["a UNION select", () => body({ token: "x' UNION SELECT token_hash FROM applicant_tokens --" }), 400],
  ["markup", () => body({ token: "<script>alert(1)</script>" }), 400],
  ["a path", () => body({ token: "../../etc/passwd" }), 400],
  ["accented letters", () => body({ token: "tökén" }), 400],
  ["emoji", () => body({ token: "🔑".repeat(20) }), 400],
  ["a NUL", () => body({ token: "abc\u0000def" }), 400],
  ["a lone surrogate", () => body({ token: "abc\uD800def" }), 400],
  ["right-to-left override", () => body({ token: "abc\u202Edef" }), 400],
  ["an extra field", () => body({ token: mine.token, claimId: theirs.id }), 400],
  ["a JSON array body", () => body([mine.token]), 400],
  ["JSON null", () => ({ rawBody: "null", headers: { "content-type": "application/json" } }), 400],
  [
    "not JSON",
    () => ({
      rawBody: `token=${mine.token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    [400, 415],
  ],
  [
    "a foreign Origin",
    () => ({ body: { token: mine.token }, headers: { origin: "https://evil.example" } }),
    403,
  ],
];

const endpoints = [
  ["POST /api/partners/application-status", statusRoute],
  ["POST /api/partners/application-status/registration-link", linkRoute],
] as const;

describe.each(endpoints)("%s refuses bad input", (_label, route) => {
  it.each(cases)("%s", async (_case, options, expected) => {
    const before = await snapshot();
    const result = await callRoute(route, "/api/partners/application-status", {
      ...options(),
      ip: `192.0.2.${(n += 1) % 250}`,
    });
    const [low, high] = Array.isArray(expected) ? expected : [expected, expected];
    expect(result.status).toBeGreaterThanOrEqual(low);
    expect(result.status).toBeLessThanOrEqual(high);
    expect(result.json.success).not.toBe(true);
    expect(result.json.error).toEqual(expect.any(String));
    const text = JSON.stringify(result.json);
    expect(text).not.toMatch(/Secret Co|"application"|registerUrl|apply\.example/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("limits and repeats", () => {
  it("reading the status again and again stores nothing", async () => {
    const before = await snapshot();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callRoute(statusRoute, "/x", { body: { token: mine.token }, ip: "203.0.113.50" }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await snapshot()).toEqual(before);
  });

  it("guessing tokens from one address is cut off at 30 per 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await callRoute(statusRoute, "/x", { body: { token: `guess${i}` }, ip: "203.0.113.77" })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Even a right token waits out the limit, so guessing cannot tell a hit from the limit.
    const blocked = await callRoute(statusRoute, "/x", { body: { token: mine.token }, ip: "203.0.113.77" });
    expect([blocked.status, JSON.stringify(blocked.json).includes("Secret Co")]).toEqual([429, false]);
  });
});
