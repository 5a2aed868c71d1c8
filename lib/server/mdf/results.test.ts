import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { POST as registerRoute } from "@/app/api/partners/deals/route";
import { GET as mdfRoute } from "@/app/api/partners/mdf/route";
import { dealMessages } from "@/lib/validation/deal-messages";
import { adminToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import { approveRequest, mdfPartner, nextMdfIp, submittedRequest } from "@/test/support/mdf";

// A deal may name the market development activity that sourced it: only one of the company's
// approved activities (400 otherwise, nothing stored), and the activity then shows the deal.

const db = useTestDatabase();

const register = (token: string, body: unknown) =>
  callRoute(registerRoute, "/api/partners/deals", { token, body, ip: nextMdfIp() });

describe("a deal sourced by a market development activity", () => {
  it("names only the company's approved activities, and the activity counts its pipeline", async () => {
    const mine = await mdfPartner();
    const theirs = await mdfPartner();
    const admin = await adminToken();
    const pending = await submittedRequest(mine.token, 10_000);
    const approved = await submittedRequest(mine.token, 20_000);
    await approveRequest(admin.token, approved);
    const foreign = await submittedRequest(theirs.token, 10_000);
    await approveRequest(admin.token, foreign);
    const deals = async () =>
      (
        await db()
          .selectFrom("deals")
          .select("mdf_request_id")
          .where("partner_id", "=", mine.partnerId)
          .execute()
      ).length;

    for (const [i, id] of [pending, foreign, "nope"].entries()) {
      const refused = await register(
        mine.token,
        dealBody({ customerWebsite: `refused-${i}.example`, mdfActivityId: id }),
      );
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe(dealMessages.mdfActivity);
    }
    expect(await deals()).toBe(0);

    const sourced = await register(
      mine.token,
      dealBody({ customerWebsite: "sourced.example", dealSize: 48_000, mdfActivityId: approved }),
    );
    expect(sourced.status).toBe(201);
    const row = await db()
      .selectFrom("deals")
      .select("mdf_request_id")
      .where("partner_id", "=", mine.partnerId)
      .executeTakeFirstOrThrow();
    expect(row.mdf_request_id).toBe(approved);
    const mdf = await callRoute(mdfRoute, "/api/partners/mdf", { token: mine.token });
    const activity = (mdf.json.requests as { id: string; results: Record<string, number> }[]).find(
      (request) => request.id === approved,
    );
    expect(activity?.results).toEqual({
      dealCount: 1,
      wonDeals: 0,
      pipelineMinor: 4_800_000,
      wonMinor: 0,
      otherCurrencyDeals: 0,
    });
  });
});
