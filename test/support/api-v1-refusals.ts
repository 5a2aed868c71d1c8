// What the /api/v1 writes' bad-input tests share (imported by *.test.ts only): the deals,
// referral and keys they write against, the ten mistakes any JSON write can make, and the
// check that a refusal is a problem answer that changed nothing.
import { beforeAll, expect } from "vitest";
import { getDb } from "@/lib/server/db";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { createWebhookEndpoint } from "@/lib/server/webhooks/endpoints";
import { resetEnvForTests } from "@/lib/server/env";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { newReferralSchema } from "@/lib/validation/referrals";
import { parseWith } from "@/lib/validation/parse";
import { apiScopes, webhookEventTypes } from "@/lib/validation/api-options";
import { createTestPartner } from "./accounts";
import { apiKeyFor } from "./api";
import { dealBody } from "./deals";
import { referralBody } from "./referrals";
import { callRoute, type Handler } from "./routes";

export const notAnObject = (received: string) => `Invalid input: expected object, received ${received}`;
export const unknownKey = (key: string) => `Unrecognized key: "${key}"`;
export class Raw {
  constructor(
    readonly text: string,
    readonly type = "application/json",
  ) {}
}

export interface World {
  partnerKey: string;
  teamKey: string;
  pending: string;
  approved: string;
  rejected: string;
  referral: string;
  referredEmail: string;
  otherPartnersSite: string;
}
export let w: World;

/**
 * Sets up, before the calling file's tests: every webhook event subscribed (so a queued one
 * would show), a partner's deals in three states and a referral, and the keys that write them.
 */
export function prepareApiV1Refusals() {
  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    // Every event is subscribed, so a bad input that queued one would show.
    await createWebhookEndpoint({ url: "http://127.0.0.1:9/hooks", events: [...webhookEventTypes] }, null);
    const mine = await createTestPartner();
    const theirs = await createTestPartner();
    const actor = (a: typeof mine) => ({
      partnerId: a.partner.id,
      userId: a.user.id,
      email: a.email,
      companyName: a.partner.company_name,
      name: "Pat Partner",
    });
    const deal = (site: string) => parseWith(dealRegistrationSchema, dealBody({ customerWebsite: site }));
    const pending = await registerDeal(actor(mine), deal("bad-pending.example"));
    const approved = await registerDeal(actor(mine), deal("bad-approved.example"));
    await approveDeal(approved.id, { actorUserId: null });
    const rejected = await registerDeal(actor(mine), deal("bad-rejected.example"));
    await rejectDeal(rejected.id, "Outside the regions.", { actorUserId: null });
    await registerDeal(actor(theirs), deal("taken-by-them.example"));
    const referred = referralBody();
    const referral = await createReferral(actor(mine), parseWith(newReferralSchema, referred));
    w = {
      partnerKey: await apiKeyFor(mine.partner.id, ["deals:write", "referrals:write"], mine.user.id),
      teamKey: await apiKeyFor(null, [...apiScopes]),
      pending: pending.id,
      approved: approved.id,
      rejected: rejected.id,
      referral: referral.id,
      referredEmail: referred.email,
      otherPartnersSite: "https://taken-by-them.example",
    };
  });
}

/** What a refused write must leave as it was. */
export async function footprint() {
  const db = await getDb();
  const rows = async (table: "deals" | "referrals") =>
    JSON.stringify(await db.selectFrom(table).selectAll().orderBy("id").execute());
  const count = async (
    table: "deal_events" | "referral_events" | "outbox" | "webhook_deliveries" | "audit_log",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    deals: await rows("deals"),
    referrals: await rows("referrals"),
    dealEvents: await count("deal_events"),
    referralEvents: await count("referral_events"),
    outbox: await count("outbox"),
    deliveries: await count("webhook_deliveries"),
    audit: await count("audit_log"),
  };
}

export interface Case {
  name: string;
  body: unknown;
  status: number;
  detail: string;
  id?: () => string;
}

/** The ten mistakes any JSON write can make, before its own schema's rules. */
export function bodyMistakes(valid: () => Record<string, unknown>): Case[] {
  return [
    { name: "broken JSON", body: new Raw("{"), status: 400, detail: "The request body is not valid JSON." },
    { name: "an empty body", body: new Raw(""), status: 400, detail: "The request body is empty." },
    {
      name: "not JSON",
      body: new Raw("stage=won", "text/plain"),
      status: 415,
      detail: "The request body must be JSON (Content-Type: application/json).",
    },
    {
      name: "a body over 32 KB",
      body: new Raw(JSON.stringify({ ...valid(), notes: "x".repeat(33 * 1024) })),
      status: 413,
      detail: "The request body is too large (limit 32 KB).",
    },
    { name: "an array", body: [valid()], status: 400, detail: notAnObject("array") },
    { name: "null", body: new Raw("null"), status: 400, detail: notAnObject("null") },
    { name: "a string", body: "stage", status: 400, detail: notAnObject("string") },
    { name: "a number", body: 42, status: 400, detail: notAnObject("number") },
    {
      name: "an unknown field",
      body: { ...valid(), partnerId: "someone-else" },
      status: 400,
      detail: unknownKey("partnerId"),
    },
    {
      name: "a NUL in a field's name",
      body: { ...valid(), "a\u0000b": 1 },
      status: 400,
      detail: unknownKey("a\u0000b"),
    },
  ];
}

export async function expectRefused(handler: Handler, method: string, path: string, token: string, c: Case) {
  const before = await footprint();
  const id = c.id?.() ?? "";
  const raw = c.body instanceof Raw ? c.body : undefined;
  const result = await callRoute(handler, path.replace("{id}", encodeURIComponent(id)), {
    method,
    token,
    params: id ? { id } : undefined,
    ...(raw ? { rawBody: raw.text, headers: { "content-type": raw.type } } : { body: c.body }),
  });
  expect(result.status, `${c.name}: ${JSON.stringify(result.json)}`).toBe(c.status);
  expect(result.response.headers.get("content-type")).toBe("application/problem+json");
  expect(result.json).toMatchObject({ status: c.status, detail: c.detail });
  expect(await footprint()).toEqual(before);
}
