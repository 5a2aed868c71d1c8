import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/referrals/route";
import { POST as statusRoute } from "@/app/api/admin/referrals/[id]/status/route";
import { GET as adminGetRoute } from "@/app/api/admin/referrals/[id]/route";
import { GET as listRoute } from "@/app/api/admin/referrals/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { referralBody, referralFootprint } from "@/test/support/referrals";
import { callRoute } from "@/test/support/routes";
import { nextIp, long, Case, foreignIds } from "@/test/support/referral-refusals";

// Bad input on the team's referral endpoints: a 4xx, the API's JSON error, and nothing changed
// (no referral, no history entry, no email). A partner's endpoints are in ./bad-input.test.ts.

freshTestDatabase();

const statusCases: Case[] = [
  ["empty object", {}, 400],
  ["array body", [], 400],
  ["null body", null, 400],
  ["status unknown", { status: "won" }, 400],
  ["status submitted (the partner's)", { status: "submitted" }, 400],
  ["status closed_won (retired)", { status: "closed_won" }, 400],
  ["status upper case", { status: "QUALIFIED" }, 400],
  ["status a number", { status: 2 }, 400],
  ["status a list", { status: ["qualified"] }, 400],
  ["status with SQL", { status: "qualified'; --" }, 400],
  ["status with NUL", { status: "qualified\u0000" }, 400],
  ["note too long", { status: "qualified", note: long(1001) }, 400],
  ["note a number", { status: "qualified", note: 5 }, 400],
  ["extra field", { status: "qualified", partnerId: "x" }, 400],
  ["the current status again", { status: "contacted" }, 409],
];

const badListQueries: [string, string, "admin" | "partner" | "none"][] = [
  ...["0", "-1", "101", "1000000", "abc", "1.5", "NaN", "Infinity", "1e3", "1 0", "%00", "' or 1=1"].map(
    (size): [string, string, "admin"] => [
      `pageSize=${size}`,
      `pageSize=${encodeURIComponent(size)}`,
      "admin",
    ],
  ),
  ["NUL in the search", `search=${encodeURIComponent("a\u0000b")}`, "admin"],
  ["NUL in the status", `status=${encodeURIComponent("open\u0000")}`, "admin"],
  ["NUL in a parameter name", `${encodeURIComponent("x\u0000")}=1`, "admin"],
  ["pageSize a boolean", "pageSize=true", "admin"],
  ["a partner's session", "", "partner"],
  ["a partner's session with a status", "status=all", "partner"],
  ["no session", "", "none"],
  ["no session with a search", "search=a", "none"],
  ["status too long", `status=${"x".repeat(41)}`, "admin"],
  ["pageSize twice, the first out of range", "pageSize=0&pageSize=10", "admin"],
  ["pageSize empty-ish", "pageSize=%20", "admin"],
  ["pageSize negative zero", "pageSize=-0", "admin"],
  ["pageSize a list", "pageSize=[1]", "admin"],
];

describe("GET /api/admin/referrals refuses bad queries and callers", () => {
  it.each(badListQueries)("%s", async (_name, query, who) => {
    const token =
      who === "admin"
        ? (await adminToken()).token
        : who === "partner"
          ? (await partnerToken()).token
          : undefined;
    const result = await callRoute(listRoute, `/api/admin/referrals?${query}`, { token });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(typeof result.json.error).toBe("string");
  });
});

describe("POST /api/admin/referrals/{id}/status refuses bad input, changing nothing", () => {
  async function contactedReferral() {
    const { token } = await partnerToken();
    const admin = await adminToken();
    const id = (
      (await callRoute(createRoute, "/api/partners/referrals", { body: referralBody(), token, ip: nextIp() }))
        .json.referral as { id: string }
    ).id;
    expect(
      (
        await callRoute(statusRoute, "/x", {
          method: "POST",
          token: admin.token,
          params: { id },
          body: { status: "contacted" },
        })
      ).status,
    ).toBe(200);
    return { id, admin };
  }

  it.each(statusCases)("%s", async (_name, body, status) => {
    const { id, admin } = await contactedReferral();
    const before = await referralFootprint();
    const result = await callRoute(statusRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id },
      body,
    });
    expect(result.status).toBe(status);
    expect(await referralFootprint()).toEqual(before);
  });

  it.each(foreignIds)("unknown id %s is 4xx (GET and status)", async (id) => {
    const admin = await adminToken();
    const before = await referralFootprint();
    const read = await callRoute(adminGetRoute, "/x", { token: admin.token, params: { id } });
    const result = await callRoute(statusRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id },
      body: { status: "qualified" },
    });
    for (const answer of [read, result]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await referralFootprint()).toEqual(before);
  });

  it("a partner, no session and a foreign Origin are refused", async () => {
    const { id } = await contactedReferral();
    const { token } = await partnerToken();
    const admin = await adminToken();
    const before = await referralFootprint();
    expect(
      (
        await callRoute(statusRoute, "/x", {
          method: "POST",
          token,
          params: { id },
          body: { status: "qualified" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callRoute(statusRoute, "/x", { method: "POST", params: { id }, body: { status: "qualified" } }))
        .status,
    ).toBe(401);
    expect(
      (
        await callRoute(statusRoute, "/x", {
          method: "POST",
          token: admin.token,
          params: { id },
          body: { status: "qualified" },
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect(await referralFootprint()).toEqual(before);
  });
});
