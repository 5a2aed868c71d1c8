import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/referrals/route";
import { GET as getRoute } from "@/app/api/partners/referrals/[id]/route";
import { POST as followUpRoute } from "@/app/api/partners/referrals/[id]/follow-up/route";
import { partnerToken } from "@/test/support/accounts";
import { referralBody, referralFootprint } from "@/test/support/referrals";
import { callRoute } from "@/test/support/routes";
import { nextIp, long, injection, Case, foreignIds } from "@/test/support/referral-refusals";

// Bad input on a partner's referral endpoints: a 4xx, the API's JSON error, and nothing stored
// (no referral, no history entry, no email). The team's endpoints are in ./bad-input-console.test.ts.

freshTestDatabase();

const createCases: Case[] = [
  ["empty object", {}, 400],
  ["array body", [referralBody()], 400],
  ["null body", null, 400],
  ["string body", "contactName=x", 400],
  ["lead name missing", referralBody({ contactName: undefined }), 400],
  ["lead name blank", referralBody({ contactName: "   " }), 400],
  ["lead name too long", referralBody({ contactName: long(201) }), 400],
  ["lead name a number", referralBody({ contactName: 42 }), 400],
  ["lead name with NUL", referralBody({ contactName: "Ri\u0000ley" }), 400],
  ["company missing", referralBody({ company: "" }), 400],
  ["company an object", referralBody({ company: { $ne: null } }), 400],
  ["company too long", referralBody({ company: long(201) }), 400],
  [
    "company with a line break (a forged email line)",
    referralBody({ company: "Acme\r\nBcc: victim@evil.test" }),
    400,
  ],
  ["lead name with a line feed", referralBody({ contactName: "Riley\nBcc: victim@evil.test" }), 400],
  ["email missing", referralBody({ email: undefined }), 400],
  ["email not an address", referralBody({ email: "riley" }), 400],
  ["email with SQL", referralBody({ email: `${injection}@x.example` }), 400],
  ["email too long", referralBody({ email: `${long(250)}@x.example` }), 400],
  ["email with a header injection", referralBody({ email: "a@x.example\r\nBcc: all@x.example" }), 400],
  ["email with a lone surrogate", referralBody({ email: "a\uD800@x.example" }), 400],
  ["phone with letters", referralBody({ phone: "call me maybe" }), 400],
  ["phone with script", referralBody({ phone: "<script>alert(1)</script>" }), 400],
  ["phone too long", referralBody({ phone: `+1 ${"5".repeat(45)}` }), 400],
  ["phone a number", referralBody({ phone: 5550102030 }), 400],
  ["expected value negative", referralBody({ expectedValue: -1 }), 400],
  ["expected value too large", referralBody({ expectedValue: 100_000_001 }), 400],
  ["expected value a string", referralBody({ expectedValue: "48000" }), 400],
  ["expected value a boolean", referralBody({ expectedValue: true }), 400],
  ["notes too long", referralBody({ notes: long(2001) }), 400],
  ["notes a list", referralBody({ notes: ["a"] }), 400],
  ["consent missing", referralBody({ consent: undefined }), 400],
  ["consent false", referralBody({ consent: false }), 400],
  ["consent the string true", referralBody({ consent: "true" }), 400],
  ["unknown field (status)", referralBody({ status: "converted" }), 400],
  ["unknown field (partnerId)", referralBody({ partnerId: "someone-else" }), 400],
];

describe("POST /api/partners/referrals refuses bad input, storing nothing", () => {
  it.each(createCases)("%s", async (_name, body, status) => {
    const { token } = await partnerToken();
    const before = await referralFootprint();
    const result = await callRoute(createRoute, "/api/partners/referrals", { body, token, ip: nextIp() });
    expect(result.status).toBe(status);
    expect(typeof result.json.error).toBe("string");
    expect(await referralFootprint()).toEqual(before);
  });

  it("a body that is not JSON, or too large, is a 4xx", async () => {
    const { token } = await partnerToken();
    const before = await referralFootprint();
    const raw = await callRoute(createRoute, "/api/partners/referrals", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
      token,
      ip: nextIp(),
    });
    expect(raw.status).toBe(400);
    const infinite = await callRoute(createRoute, "/api/partners/referrals", {
      rawBody: JSON.stringify(referralBody()).replace(/"expectedValue":\d+/, '"expectedValue":1e999'),
      headers: { "content-type": "application/json" },
      token,
      ip: nextIp(),
    });
    expect([infinite.status, infinite.json.error]).toEqual([
      400,
      "Expected value must be between 0 and 100,000,000 USD",
    ]);
    const huge = await callRoute(createRoute, "/api/partners/referrals", {
      body: referralBody({ notes: long(40_000) }),
      token,
      ip: nextIp(),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await referralFootprint()).toEqual(before);
  });

  it("a duplicate submit is 409 and stores nothing more", async () => {
    const { token } = await partnerToken();
    const body = referralBody();
    expect(
      (await callRoute(createRoute, "/api/partners/referrals", { body, token, ip: nextIp() })).status,
    ).toBe(201);
    const before = await referralFootprint();
    expect(
      (await callRoute(createRoute, "/api/partners/referrals", { body, token, ip: nextIp() })).status,
    ).toBe(409);
    expect(await referralFootprint()).toEqual(before);
  });

  it("the creation limit answers 429 per client address", async () => {
    const { token } = await partnerToken();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1)
      statuses.push(
        (await callRoute(createRoute, "/api/partners/referrals", { body: referralBody(), token, ip })).status,
      );
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

const followUpCases: Case[] = [
  ["empty object", {}, 400],
  ["array body", [], 400],
  ["null body", null, 400],
  ["note missing", { message: "hello" }, 400],
  ["note empty", { note: "" }, 400],
  ["note blank", { note: " \n\t " }, 400],
  ["note too long", { note: long(1001) }, 400],
  ["note a number", { note: 7 }, 400],
  ["note a list", { note: ["a"] }, 400],
  ["note an object", { note: { text: "a" } }, 400],
  ["note null", { note: null }, 400],
  ["note with NUL", { note: "a\u0000b" }, 400],
  ["note with a lone surrogate", { note: "a\uDC00b" }, 400],
  ["extra field", { note: "ok", status: "converted" }, 400],
];
describe("POST /api/partners/referrals/{id}/follow-up refuses bad input, storing nothing", () => {
  it.each(followUpCases)("%s", async (_name, body, status) => {
    const { token } = await partnerToken();
    const id = (
      (await callRoute(createRoute, "/api/partners/referrals", { body: referralBody(), token, ip: nextIp() }))
        .json.referral as { id: string }
    ).id;
    const before = await referralFootprint();
    const result = await callRoute(followUpRoute, "/x", {
      method: "POST",
      token,
      params: { id },
      body,
      ip: nextIp(),
    });
    expect(result.status).toBe(status);
    expect(await referralFootprint()).toEqual(before);
  });

  it.each(foreignIds)("unknown or foreign id %s is 4xx (GET and follow-up)", async (id) => {
    const { token } = await partnerToken();
    const before = await referralFootprint();
    const read = await callRoute(getRoute, "/x", { token, params: { id } });
    const follow = await callRoute(followUpRoute, "/x", {
      method: "POST",
      token,
      params: { id },
      body: { note: "hi" },
      ip: nextIp(),
    });
    for (const result of [read, follow]) {
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
    }
    expect(await referralFootprint()).toEqual(before);
  });

  it("a real id in upper case is not the referral (404)", async () => {
    const { token } = await partnerToken();
    const id = (
      (await callRoute(createRoute, "/api/partners/referrals", { body: referralBody(), token, ip: nextIp() }))
        .json.referral as { id: string }
    ).id;
    expect((await callRoute(getRoute, "/x", { token, params: { id: id.toUpperCase() } })).status).toBe(404);
  });

  it("another partner's id, a session-less call and a foreign Origin are refused", async () => {
    const owner = await partnerToken();
    const other = await partnerToken();
    const id = (
      (
        await callRoute(createRoute, "/api/partners/referrals", {
          body: referralBody(),
          token: owner.token,
          ip: nextIp(),
        })
      ).json.referral as { id: string }
    ).id;
    const before = await referralFootprint();
    expect(
      (
        await callRoute(followUpRoute, "/x", {
          method: "POST",
          token: other.token,
          params: { id },
          body: { note: "hi" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(followUpRoute, "/x", { method: "POST", params: { id }, body: { note: "hi" } })).status,
    ).toBe(401);
    expect(
      (
        await callRoute(followUpRoute, "/x", {
          method: "POST",
          token: owner.token,
          params: { id },
          body: { note: "hi" },
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect(await referralFootprint()).toEqual(before);
  });
});
