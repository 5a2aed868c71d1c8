// Deal registration for tests (imported by *.test.ts only): bodies, deals seeded in each
// state through the partner's API and the team's decisions, and what a request wrote.
import { randomUUID } from "node:crypto";
import { POST as createRoute } from "@/app/api/partners/deals/route";
import { POST as extensionRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { callRoute, type CallResult } from "./routes";
import { DAY_MS } from "@/lib/time";

export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A valid POST /api/partners/deals body, with `overrides` applied. */
export function dealBody(overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Contoso Ltd",
    customerWebsite: "https://www.contoso.example/about",
    contactName: "Carla Contact",
    contactEmail: "carla@contoso.example",
    contactTitle: "Controller",
    decisionMaker: { name: "Dana CFO", email: "dana@contoso.example" },
    dealSize: 120000,
    expectedCloseDate: inDays(60),
    products: ["accounts-payable"],
    notes: "Met at the CFO summit.",
    ...overrides,
  };
}

/** A valid POST /api/v1/deals body: the same registration with its value as `amount` in minor units. */
export function apiDealBody(overrides: Record<string, unknown> = {}) {
  const rest: Record<string, unknown> = { ...dealBody() };
  delete rest.dealSize;
  return { ...rest, amount: 12_000_000, ...overrides };
}

/** POST /api/partners/deals as a partner; give each call its own `ip` (clientAddresses) so the creation limit never mixes cases. */
export function postDeal(
  token: string,
  body: unknown,
  options: { ip: string; headers?: Record<string, string> },
): Promise<CallResult> {
  return callRoute(createRoute, "/api/partners/deals", {
    body,
    token,
    ip: options.ip,
    headers: options.headers,
  });
}

export type SeededDealState =
  | "pending"
  | "approved"
  | "inWindow"
  | "requested"
  | "expired"
  | "withdrawn"
  | "rejected"
  | "closed_won"
  | "closed_lost";

/**
 * Registers a deal for the partner through the API and takes it to `state` as the team and
 * the partner would: approved today (full protection left), inWindow (approved long enough
 * ago that 20 days of protection remain: an extension may be asked for), requested (inWindow,
 * extension asked for), expired (protection ended yesterday), withdrawn, rejected, closed.
 */
export async function seedDeal(
  token: string,
  state: SeededDealState,
  ip: string,
): Promise<{ id: string; website: string }> {
  const website = `seed-${randomUUID().slice(0, 8)}.example`;
  const created = await postDeal(
    token,
    dealBody({ customerWebsite: website, customerName: `Seed ${website}` }),
    { ip },
  );
  if (created.status !== 201)
    throw new Error(`seedDeal: registering answered ${created.status} ${created.json.error ?? ""}`);
  const id = (created.json.deal as { _id: string })._id;
  const decision = { actorUserId: null };
  const protectionDays = env().DEAL_PROTECTION_DAYS;
  const approvedDaysAgo = {
    inWindow: protectionDays - 20,
    requested: protectionDays - 20,
    expired: protectionDays + 1,
  } as Partial<Record<SeededDealState, number>>;
  if (state === "rejected") await rejectDeal(id, "Outside the programme's regions.", decision);
  if (["approved", "inWindow", "requested", "expired", "closed_won", "closed_lost"].includes(state)) {
    await approveDeal(id, {
      ...decision,
      now: new Date(Date.now() - (approvedDaysAgo[state] ?? 0) * DAY_MS),
    });
  }
  if (state === "closed_won" || state === "closed_lost") await setDealStage(id, state, decision);
  const follow = state === "withdrawn" ? withdrawRoute : state === "requested" ? extensionRoute : null;
  if (follow) {
    const result = await callRoute(follow, "/x", {
      method: "POST",
      token,
      ip,
      params: { id },
      ...(state === "requested" ? { body: { reason: "The board meets next month." } } : {}),
    });
    if (result.status !== 200)
      throw new Error(`seedDeal: ${state} answered ${result.status} ${result.json.error ?? ""}`);
  }
  return { id, website };
}

/** What a deal request can write: every deal row (by id), and how many history entries and outbox messages exist. */
export async function dealFootprint() {
  const db = await getDb();
  const count = async (table: "deal_events" | "outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    deals: await db.selectFrom("deals").selectAll().orderBy("id").execute(),
    events: await count("deal_events"),
    outbox: await count("outbox"),
  };
}
