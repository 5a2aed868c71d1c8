import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as payoutsRoute } from "@/app/api/partners/payouts/route";
import { GET as partnerCommissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as partnerExportRoute } from "@/app/api/partners/commissions/export/route";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { authMessages } from "@/lib/validation/auth";
import { partnerToken } from "@/test/support/accounts";
import { insertCommission, payoutFootprint } from "@/test/support/payouts";
import { callRoute, type CallOptions, type Handler } from "@/test/support/routes";
import {
  Refusal,
  refused,
  expectRefusal,
  partnerSession,
  requestPayment,
  admin,
  preparePayoutRefusals,
} from "@/test/support/payout-refusals";

// A partner's own commissions and payouts only, whatever the query.

freshTestDatabase();
preparePayoutRefusals();

describe("a partner's own commissions and payouts only, whatever the query", () => {
  // These endpoints take no query: an unknown parameter is ignored (the answer is the same as
  // without it, holding only the partner's own rows), a NUL anywhere is refused (400).
  const partnerReads: [string, Handler, string][] = [
    ["GET /api/partners/commissions", partnerCommissionsRoute, "/api/partners/commissions"],
    ["GET /api/partners/commissions/export", partnerExportRoute, "/api/partners/commissions/export"],
    ["GET /api/partners/payouts", payoutsRoute, "/api/partners/payouts"],
  ];
  let owner: { token: string; partnerId: string };
  let other: { token: string; partnerId: string; commissionId: string; payoutId: string };
  beforeAll(async () => {
    owner = await partnerToken();
    await insertCommission(owner.partnerId, 110, "approved", "Own Customer One");
    await requestPayment(owner.token);
    await insertCommission(owner.partnerId, 40, "pending", "Own Customer Two");
    const second = await partnerToken();
    const commissionId = await insertCommission(second.partnerId, 700, "approved", "Foreign Customer Ltd");
    const payout = (await requestPayment(second.token)).json.payout as { id: string };
    other = { ...second, commissionId, payoutId: payout.id };
  });
  const read = async (route: Handler, path: string, options: Partial<CallOptions> = {}) => {
    const result = await callRoute(route, path, { token: owner.token, ...options });
    return {
      status: result.status,
      body:
        result.status === 200 && !result.response.headers.get("content-type")?.includes("json")
          ? await result.response.text()
          : result.json,
    };
  };

  const ignored: [string, () => string][] = [
    ["another partner's id (partnerId)", () => `partnerId=${other.partnerId}`],
    ["another partner's id (partner_id)", () => `partner_id=${other.partnerId}`],
    ["another partner's id as a list", () => `partnerId[]=${other.partnerId}`],
    [
      "another partner's id, then the partner's own",
      () => `partnerId=${other.partnerId}&partnerId=${owner.partnerId}`,
    ],
    ["another partner's commission id", () => `id=${other.commissionId}`],
    ["another partner's payout id", () => `payoutId=${other.payoutId}`],
    ["a prototype-polluting name", () => `__proto__[partnerId]=${other.partnerId}`],
    ["an unknown status", () => "status=bogus"],
    ["status all", () => "status=all"],
    ["a huge page size", () => "pageSize=1000000"],
    ["a negative page", () => "page=-1"],
    ["a limit and offset", () => "limit=100000&offset=-5"],
    ["an injection search", () => `q=${encodeURIComponent("' or 1=1 --")}`],
    ["an injection sort", () => `sort=${encodeURIComponent("amount; drop table commissions")}`],
    ["a LIKE wildcard search", () => "search=%25"],
    ["a full-width parameter name", () => `${encodeURIComponent("ｐａｒｔｎｅｒＩｄ")}=${other.partnerId}`],
    ["an emoji", () => `q=${encodeURIComponent("🙂")}`],
    ["a script", () => `q=${encodeURIComponent("<script>alert(1)</script>")}`],
    ["a header injection", () => `format=${encodeURIComponent("csv\r\nSet-Cookie: x=1")}`],
  ];
  const nul: [string, () => string][] = [
    ["NUL in a value", () => `q=${encodeURIComponent("a\u0000b")}`],
    ["NUL after another partner's id", () => `partnerId=${encodeURIComponent(`${other.partnerId}\u0000`)}`],
    ["NUL in a parameter's name", () => `${encodeURIComponent("x\u0000")}=1`],
  ];
  const callers: [string, () => Promise<string | undefined>, Refusal][] = [
    ["no session", async () => undefined, refused(401, authMessages.unauthenticated)],
    ["a forged token", async () => "forged.token.value", refused(401, authMessages.unauthenticated)],
    ["an admin's session", async () => admin.token, refused(403, authMessages.partnersOnly)],
    [
      "an unverified email",
      async () => (await partnerSession({ verified: false })).token,
      refused(403, authMessages.emailNotVerified),
    ],
    [
      "a company pending approval",
      async () => (await partnerSession({ status: "pending_approval" })).token,
      refused(403, authMessages.pendingApproval),
    ],
  ];

  describe.each(partnerReads)("%s", (_label, route, path) => {
    it("has at least 25 cases", () =>
      expect(ignored.length + nul.length + callers.length).toBeGreaterThanOrEqual(25));

    it("answers only the partner's own rows", async () => {
      const plain = await read(route, path);
      expect(plain.status).toBe(200);
      const text = JSON.stringify(plain.body);
      expect(text).toContain("110");
      expect(text).not.toContain(other.partnerId);
      expect(text).not.toContain(other.commissionId);
      expect(text).not.toContain(other.payoutId);
      expect(text).not.toContain("Foreign Customer");
    });

    it.each(ignored)("%s is ignored: the same answer, the partner's own rows", async (_name, query) => {
      const before = await payoutFootprint();
      expect(await read(route, `${path}?${query()}`)).toEqual(await read(route, path));
      expect(await payoutFootprint()).toEqual(before);
    });

    it.each(nul)("%s is refused", async (_name, query) => {
      await expectRefusal(
        () => callRoute(route, `${path}?${query()}`, { token: owner.token }),
        refused(400, forbiddenAddressMessage),
      );
    });

    it.each(callers)("%s is refused", async (_name, token, expected) => {
      const caller = await token();
      await expectRefusal(
        () => callRoute(route, `${path}?partnerId=${other.partnerId}`, { token: caller }),
        expected,
      );
    });
  });
});
