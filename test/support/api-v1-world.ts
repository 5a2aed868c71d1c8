// What the /api/v1 route tests share (imported by *.test.ts only): each route's scope, kind of
// key and answer schema, two companies with deals, a commission, a payout and a referral and
// their keys, a valid call to any route, and the check of a problem answer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, expect } from "vitest";
import { getDb } from "@/lib/server/db";
import { createMdfRequest } from "@/lib/server/mdf/partner";
import { decideMdfRequest } from "@/lib/server/mdf/console";
import { submitMdfClaim } from "@/lib/server/mdf/claims";
import { apiMdfClaimSchema, apiMdfRequestSchema } from "@/lib/validation/mdf-api";
import type { z } from "zod";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { approveDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { approveCommission } from "@/lib/server/commissions/console";
import { requestPayout } from "@/lib/server/payouts/partner";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { submitEnquiry } from "@/lib/server/contact/submit-enquiry";
import { assignEnquiry } from "@/lib/server/leads/console";
import { contactEnquirySchema } from "@/lib/validation/contact";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { newReferralSchema } from "@/lib/validation/referrals";
import { parseWith } from "@/lib/validation/parse";
import {
  apiCommissionSchema,
  apiDealSchema,
  apiLeadSchema,
  apiPartnerSchema,
  apiPayoutSchema,
  apiReferralSchema,
  problemSchema,
} from "@/lib/validation/api-resources";
import { type ApiScope, apiScopes } from "@/lib/validation/api-options";
import { adminToken, createTestPartner } from "./accounts";
import { apiKeyFor } from "./api";
import { apiDealBody, dealBody } from "./deals";
import { referralBody } from "./referrals";
import { apiRouteEndpoints, apiRouteFiles, type RouteEndpoint } from "./routes";

export type Who = "team" | "partner" | "any";
export const routeRules: Record<string, { scope: ApiScope; who: Who; item?: z.ZodType; list?: z.ZodType }> = {
  "GET /api/v1/partners": { scope: "partners:read", who: "team", list: apiPartnerSchema },
  "GET /api/v1/partners/[id]": { scope: "partners:read", who: "team", item: apiPartnerSchema },
  "GET /api/v1/deals": { scope: "deals:read", who: "any", list: apiDealSchema },
  "POST /api/v1/deals": { scope: "deals:write", who: "partner", item: apiDealSchema },
  "GET /api/v1/deals/[id]": { scope: "deals:read", who: "any", item: apiDealSchema },
  "PATCH /api/v1/deals/[id]": { scope: "deals:write", who: "team", item: apiDealSchema },
  "GET /api/v1/commissions": { scope: "commissions:read", who: "team", list: apiCommissionSchema },
  "GET /api/v1/payouts": { scope: "payouts:read", who: "team", list: apiPayoutSchema },
  "GET /api/v1/referrals": { scope: "referrals:read", who: "any", list: apiReferralSchema },
  "POST /api/v1/referrals": { scope: "referrals:write", who: "partner", item: apiReferralSchema },
  "GET /api/v1/referrals/[id]": { scope: "referrals:read", who: "any", item: apiReferralSchema },
  "PATCH /api/v1/referrals/[id]": { scope: "referrals:write", who: "team", item: apiReferralSchema },
  "GET /api/v1/leads": { scope: "leads:read", who: "any", list: apiLeadSchema },
  "GET /api/v1/leads/[id]": { scope: "leads:read", who: "any", item: apiLeadSchema },
  "GET /api/v1/mdf-requests": { scope: "mdf:read", who: "any", list: apiMdfRequestSchema },
  "GET /api/v1/mdf-requests/[id]": { scope: "mdf:read", who: "any", item: apiMdfRequestSchema },
  "GET /api/v1/mdf-claims": { scope: "mdf:read", who: "any", list: apiMdfClaimSchema },
};

export interface World {
  admin: string;
  mine: {
    partnerId: string;
    ownerId: string;
    dealId: string;
    approvedDealId: string;
    referralId: string;
    leadId: string;
    mdfRequestId: string;
    key: string;
  };
  theirs: { partnerId: string; dealId: string; referralId: string; leadId: string };
  team: string;
}
export let world: World;
export let endpoints: RouteEndpoint[];
let site = 0;

/** A market development request of the company, approved and claimed. */
async function seedMdfClaim(actor: { partnerId: string; userId: string; name: string; companyName: string }) {
  const db = await getDb();
  await db.updateTable("partners").set({ tier: "silver" }).where("id", "=", actor.partnerId).execute();
  const day = new Date().toISOString().slice(0, 10);
  const { id } = await createMdfRequest(actor, {
    activityType: "webinar",
    title: "Webinar",
    description: "One webinar.",
    startDate: day,
    endDate: day,
    amountMinor: 10_000,
  });
  await decideMdfRequest(id, { kind: "approved" }, { userId: null });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "v1-mdf-")), "proof.pdf");
  fs.writeFileSync(file, "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const staged = {
    originalName: "proof.pdf",
    extension: "pdf",
    tempPath: file,
    size: fs.statSync(file).size,
  };
  await submitMdfClaim(actor, id, { actualSpendMinor: 9_000, results: "Done" }, [staged]);
  return id;
}

async function seedCompany() {
  const account = await createTestPartner();
  const actor = {
    partnerId: account.partner.id,
    userId: account.user.id,
    email: account.email,
    companyName: account.partner.company_name,
    name: "Pat Partner",
  };
  site += 1;
  const deal = await registerDeal(
    actor,
    parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `v1-${site}.example` })),
  );
  const won = await registerDeal(
    actor,
    parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `v1-won-${site}.example` })),
  );
  const approved = await registerDeal(
    actor,
    parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `v1-approved-${site}.example` })),
  );
  await approveDeal(approved.id, { actorUserId: null });
  await approveDeal(won.id, { actorUserId: null });
  const { commissionId } = await setDealStage(won.id, "closed_won", { actorUserId: null });
  await approveCommission(commissionId!, null);
  await requestPayout(actor);
  const referral = await createReferral(actor, parseWith(newReferralSchema, referralBody()));
  const enquiry = await submitEnquiry(
    parseWith(contactEnquirySchema, {
      fullName: "Lena Lead",
      email: `lead-${site}@v1.example`,
      company: "V1 Lead Co",
      message: `A lead for the API ${site}`,
      partnerRouting: true,
    }),
  );
  const lead = await assignEnquiry({ userId: (await adminToken()).userId }, enquiry.id, account.partner.id);
  const mdfRequestId = await seedMdfClaim(actor);
  return {
    leadId: lead.id,
    mdfRequestId,
    account,
    partnerId: account.partner.id,
    dealId: deal.id,
    approvedDealId: approved.id,
    referralId: referral.id,
  };
}

/** Sets up, before the calling file's tests, two companies with every kind of row and their keys. */
export function prepareApiV1World() {
  beforeAll(async () => {
    const admin = await adminToken();
    const mine = await seedCompany();
    const theirs = await seedCompany();
    world = {
      admin: admin.userId,
      mine: {
        ...mine,
        ownerId: mine.account.user.id,
        key: await apiKeyFor(
          mine.partnerId,
          ["deals:read", "deals:write", "referrals:read", "referrals:write", "leads:read", "mdf:read"],
          mine.account.user.id,
        ),
      },
      theirs,
      team: await apiKeyFor(null, [...apiScopes], admin.userId),
    };
    endpoints = (await apiRouteEndpoints(apiRouteFiles(/^v1\//))).filter(
      (e) => !e.path.endsWith("openapi.json"),
    );
  });
}

export const keyOf = (endpoint: RouteEndpoint) => `${endpoint.method} ${endpoint.path}`;

/** A request the route would accept from the right key, to the caller's own rows. */
export function validCall(endpoint: RouteEndpoint, own: "partner" | "team") {
  const id = endpoint.path.includes("/deals/")
    ? world.mine.approvedDealId
    : endpoint.path.includes("/referrals/")
      ? world.mine.referralId
      : endpoint.path.includes("/leads/")
        ? world.mine.leadId
        : endpoint.path.includes("/mdf-requests/")
          ? world.mine.mdfRequestId
          : world.mine.partnerId;
  site += 1;
  const body =
    endpoint.method === "POST" && endpoint.path.endsWith("/deals")
      ? apiDealBody({ customerWebsite: `v1-new-${site}.example` })
      : endpoint.method === "POST"
        ? referralBody()
        : endpoint.method === "PATCH" && endpoint.path.includes("/deals/")
          ? { stage: site % 2 ? "closed_lost" : "negotiation" }
          : endpoint.method === "PATCH"
            ? { status: site % 2 ? "contacted" : "qualified" }
            : undefined;
  const path = endpoint.path.replace("[id]", id);
  return { path, params: endpoint.params.length ? { id } : undefined, body, own };
}

export function expectProblem(
  result: { status: number; json: unknown; response: Response },
  status: number,
  detail: string,
) {
  expect(result.status).toBe(status);
  expect(result.response.headers.get("content-type")).toBe("application/problem+json");
  expect(parseWith(problemSchema, result.json)).toMatchObject({ status, detail, type: "about:blank" });
}
