import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { useTestDatabase } from "@/test/support/test-database";
import { callRoute, type Handler } from "@/test/support/routes";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as onboardingRoute } from "@/app/api/partners/onboarding/route";
import { GET as profileRoute } from "@/app/api/partners/profile/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as dealRoute } from "@/app/api/partners/deals/[id]/route";
import { GET as referralsRoute } from "@/app/api/partners/referrals/route";
import { GET as referralRoute } from "@/app/api/partners/referrals/[id]/route";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as summaryRoute } from "@/app/api/partners/commissions/summary/route";
import { GET as payoutsRoute } from "@/app/api/partners/payouts/route";
import { GET as previewRoute } from "@/app/api/partners/payouts/preview/route";
import { GET as teamRoute } from "@/app/api/partners/team/route";
import { GET as tierRoute } from "@/app/api/partners/tier/route";
import { GET as notificationsRoute } from "@/app/api/partners/notifications/route";
import { GET as trainingRoute } from "@/app/api/partners/training/route";
import { GET as courseRoute } from "@/app/api/partners/training/[id]/route";
import { GET as resourcesRoute } from "@/app/api/partners/resources/route";
import { GET as linksRoute, POST as newLinkRoute } from "@/app/api/partners/links/route";
import { GET as apiKeysRoute, POST as newApiKeyRoute } from "@/app/api/partners/api-keys/route";
import { seedDemo } from "@/lib/server/composition/seed";
import { apiKeySummarySchema } from "./api";
import { commissionSchema, commissionSummarySchema } from "./commissions";
import { dashboardSummarySchema, onboardingChecklistSchema } from "./dashboard";
import { dealSchema, dealWithHistorySchema } from "./deals";
import { partnerLinkWithStatsSchema } from "./links";
import { teamAnswerSchema } from "./members";
import { notificationsAnswerSchema } from "./notifications";
import { payoutPreviewSchema, payoutSchema } from "./payouts";
import { partnerProfileSchema } from "./profile";
import { referralSchema, referralWithHistorySchema } from "./referrals";
import { resourceSchema } from "./resources";
import { partnerTierViewSchema } from "./tiers";
import { trainingCourseDetailSchema, trainingCourseSchema } from "./training";

// The portal's answers are exactly the shapes their schemas describe: every field the schema
// names, of its type, and no other (a field added to an answer but not to its schema fails).
// Read from the demo partner, which holds every kind of deal, commission, payout and course.

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "answers-test-data-"));

useTestDatabase();
const account = { email: "demo@partner.finlytic.ai", password: "Demo-Partner-2025!" };
let token = "";

beforeAll(async () => {
  await seedDemo(account);
  const login = await callRoute(loginRoute, "/api/auth/login", { body: account });
  expect(login.status).toBe(200);
  token = login.json.token as string;
});

async function read(route: Handler, url: string, params?: Record<string, string>) {
  const answer = await callRoute(route, url, { token, params });
  expect(answer.status, url).toBe(200);
  const { success, ...rest } = answer.json as Record<string, unknown>;
  expect(success).toBe(true);
  return rest;
}

/** The value parses, and parsing (which drops unknown keys) gives it back unchanged. */
function expectShape(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toStrictEqual(value);
}

function expectEach(schema: z.ZodType, values: unknown, atLeast = 1) {
  expect(Array.isArray(values)).toBe(true);
  expect((values as unknown[]).length).toBeGreaterThanOrEqual(atLeast);
  for (const value of values as unknown[]) expectShape(schema, value);
}

describe("the portal's answers and their schemas", () => {
  it("Overview: the dashboard, the checklist and the profile", async () => {
    expectShape(dashboardSummarySchema, await read(dashboardRoute, "/api/partners/dashboard"));
    expectShape(onboardingChecklistSchema, (await read(onboardingRoute, "/x")).onboarding);
    expectShape(partnerProfileSchema, await read(profileRoute, "/api/partners/profile"));
  });

  it("deals, one deal with its history and commission, referrals and one referral", async () => {
    const deals = (await read(dealsRoute, "/api/partners/deals")).deals as { id: string; status: string }[];
    expectEach(dealSchema, deals, 5);
    const won = deals.find((deal) => deal.status === "closed_won")!;
    const detail = (await read(dealRoute, `/api/partners/deals/${won.id}`, { id: won.id })).deal;
    expectShape(dealWithHistorySchema, detail);
    expect((detail as { commission?: unknown }).commission).toBeTruthy();
    const referrals = (await read(referralsRoute, "/api/partners/referrals")).referrals as { id: string }[];
    expectEach(referralSchema, referrals);
    const one = referrals[0]!.id;
    expectShape(referralWithHistorySchema, (await read(referralRoute, "/x", { id: one })).referral);
  });

  it("commissions, their figures, payouts and the payout preview", async () => {
    const commissions = await read(commissionsRoute, "/api/partners/commissions");
    expectEach(commissionSchema, commissions.commissions, 5);
    expectShape(commissionSummarySchema, commissions.summary);
    expectShape(commissionSummarySchema, await read(summaryRoute, "/api/partners/commissions/summary"));
    expectEach(payoutSchema, (await read(payoutsRoute, "/api/partners/payouts")).payouts);
    expectShape(payoutPreviewSchema, (await read(previewRoute, "/api/partners/payouts/preview")).preview);
  });

  it("the team, the tier and the inbox", async () => {
    expectShape(teamAnswerSchema, await read(teamRoute, "/api/partners/team"));
    expectShape(partnerTierViewSchema, await read(tierRoute, "/api/partners/tier"));
    expectShape(notificationsAnswerSchema, await read(notificationsRoute, "/api/partners/notifications"));
  });

  it("training, one course with its modules, and resources", async () => {
    const training = (await read(trainingRoute, "/api/partners/training")).training as { id: string }[];
    expectEach(trainingCourseSchema, training);
    const course = (await read(courseRoute, "/x", { id: training[0]!.id })).course;
    expectShape(trainingCourseDetailSchema, course);
    expectEach(resourceSchema, (await read(resourcesRoute, "/api/partners/resources")).resources, 5);
  });

  it("referral links and API keys", async () => {
    const created = await callRoute(newLinkRoute, "/api/partners/links", {
      token,
      body: { campaign: "Spring" },
    });
    expect(created.status).toBe(201);
    expectEach(partnerLinkWithStatsSchema, (await read(linksRoute, "/api/partners/links")).links);
    const key = await callRoute(newApiKeyRoute, "/api/partners/api-keys", {
      token,
      body: { name: "CRM", scopes: ["deals:read"] },
    });
    expect(key.status).toBe(201);
    expectEach(apiKeySummarySchema, (await read(apiKeysRoute, "/api/partners/api-keys")).apiKeys);
  });
});
