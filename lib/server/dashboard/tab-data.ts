import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { Refusal } from "@/lib/refusal";
import { errorCatalogue } from "@/lib/client/messages";
import { can, memberPermissionMessages, type MemberPermission } from "@/lib/member-roles";
import { portalRoutes } from "@/lib/portal-routes";
import { memberMessages } from "@/lib/validation/members";
import { requirePartner, type PartnerContext } from "@/lib/server/auth/guards";
import { tokenFromHeaders } from "@/lib/server/auth/session";
import { commissionSummary } from "@/lib/server/commissions/figures";
import { listCommissions } from "@/lib/server/commissions/partner";
import { listPartnerDeals } from "@/lib/server/deals/partner-reads";
import { moduleLog } from "@/lib/server/log";
import { listNotifications } from "@/lib/server/notifications/inbox";
import { getOnboarding } from "@/lib/server/partners/onboarding";
import { toProfile } from "@/lib/server/partners/profile";
import { listReferrals } from "@/lib/server/referrals/read-referrals";
import { listResources } from "@/lib/server/resources/list-resources";
import { partnerTierView } from "@/lib/server/tiers/tier-view";
import { listTraining } from "@/lib/server/training/progress";
import { fetchUpstream, UpstreamError } from "@/lib/server/upstream/fetch-upstream";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";
import { getDashboardSummary, summaryForRole } from "./summary";

// The dashboard's pages render their first view with the partner's data, read here the way
// the browser would read it from GET /api/partners/{path}: from this application's services,
// or in proxy mode from the partner API with the session cookie's token. Either way the page
// gets the endpoint's JSON answer, so both modes render the same thing.

/** The newest deals the Deals route starts with (the endpoint's largest page). */
export const DEALS_FIRST_PAGE = 500;

const sources = {
  dashboard: async (auth: PartnerContext) =>
    summaryForRole(await getDashboardSummary(auth.partner), auth.memberRole),
  deals: async (auth: PartnerContext) => {
    const page = await listPartnerDeals(auth.partner, { page: 1, pageSize: DEALS_FIRST_PAGE, q: "" });
    return { deals: page.items, total: page.total };
  },
  commissions: async (auth: PartnerContext) => ({
    commissions: await listCommissions(auth.partnerId),
    summary: await commissionSummary(auth.partnerId),
  }),
  referrals: async (auth: PartnerContext) => ({ referrals: await listReferrals(auth.partnerId) }),
  resources: async (auth: PartnerContext) => ({ resources: await listResources(auth.partnerId) }),
  training: async (auth: PartnerContext) => ({
    training: await listTraining(auth.partnerId),
    tier: auth.partner.tier,
  }),
  profile: async (auth: PartnerContext) => toProfile(auth.user, auth.partner),
  onboarding: async (auth: PartnerContext) => ({ onboarding: await getOnboarding(auth.user, auth.partner) }),
  tier: (auth: PartnerContext) => partnerTierView(auth.partnerId),
  notifications: (auth: PartnerContext) =>
    listNotifications({ userId: auth.user.id, partnerId: auth.partnerId }),
};

export type PartnerSource = keyof typeof sources;

/** What each source's endpoint asks of the user's role (its `withPartner` permission). */
const permissions: Partial<Record<PartnerSource, MemberPermission>> = {
  deals: "deals:read",
  commissions: "earnings:read",
  referrals: "referrals:read",
};
/** A source's answer as JSON would carry it (dates as strings). */
export type PartnerAnswer<S extends PartnerSource> = Jsonified<Awaited<ReturnType<(typeof sources)[S]>>>;
type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Jsonified<Item>[]
    : T extends object
      ? { [Key in keyof T]: Jsonified<T[Key]> }
      : T;

export type PartnerRead<T> = { ok: true; data: T } | { ok: false; message: string };

// What a page says when its data cannot be read; the sources without their own text (the
// panels around a tab) use the generic one.
const failureTexts: Partial<Record<PartnerSource, string>> = {
  dashboard: errorCatalogue.dashboard.dashboard,
  deals: errorCatalogue.dashboard.deals,
  commissions: errorCatalogue.dashboard.commissions,
  referrals: errorCatalogue.dashboard.referrals,
  resources: errorCatalogue.dashboard.resources,
  training: errorCatalogue.dashboard.training,
  profile: errorCatalogue.dashboard.profile,
};

// One session check per request, however many sources a page reads.
const localPartner = cache(() => requirePartner());

/**
 * Reads one of the partner's answers for the page being rendered. A session that no longer
 * opens the portal goes to the session-expired exit (it clears the cookie); any other
 * failure is the source's message, which the page shows with Retry instead of empty figures.
 */
export async function readPartnerData<S extends PartnerSource>(
  source: S,
): Promise<PartnerRead<PartnerAnswer<S>>> {
  const answer = await answerOf(source);
  if (answer === "signed-out") redirect(portalRoutes.sessionExpired);
  // The company requires two-factor authentication: set it up, as the layout also says.
  if (answer === "two-factor")
    redirect(`${portalRoutes.twoFactor}?next=${encodeURIComponent(portalRoutes.dashboard)}`);
  if (answer === "failed") {
    return { ok: false, message: failureTexts[source] ?? errorCatalogue.generic.fallback };
  }
  if (typeof answer === "object" && answer !== null && "refused" in answer) {
    return { ok: false, message: String(answer.refused) };
  }
  return { ok: true, data: answer as PartnerAnswer<S> };
}

/** A 401 or 403 as the page follows it: set up two-factor, or leave the portal. */
function exitFor(message: unknown): "two-factor" | "signed-out" {
  return message === memberMessages.twoFactorRequired ? "two-factor" : "signed-out";
}

async function answerOf(source: PartnerSource): Promise<unknown> {
  const base = partnerApiBase();
  if (base) return upstreamAnswer(base, source);
  try {
    const auth = await localPartner();
    // The endpoint's own rule for the role: a member reads no commissions here either.
    const needs = permissions[source];
    if (needs && !can(auth.memberRole, needs)) return { refused: memberPermissionMessages[needs] };
    const body = await sources[source](auth);
    // The endpoint's answer exactly: dates become strings as they would on the wire.
    return JSON.parse(JSON.stringify(body)) as unknown;
  } catch (error) {
    if (error instanceof Refusal && (error.status === 401 || error.status === 403))
      return exitFor(error.message);
    moduleLog("dashboard").error({ err: error, source }, "dashboard data failed");
    return "failed";
  }
}

async function upstreamAnswer(base: string, source: PartnerSource): Promise<unknown> {
  const token = tokenFromHeaders(new Headers(await headers()));
  if (!token) return "signed-out";
  try {
    const answer = await fetchUpstream(`${base}/partners/${source}`, {
      method: "GET",
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
      expect: "json",
    });
    const refusal = (answer.json as { error?: unknown } | null)?.error;
    if (answer.status === 403 && (Object.values(memberPermissionMessages) as unknown[]).includes(refusal))
      return { refused: refusal };
    if (answer.status === 401 || answer.status === 403) return exitFor(refusal);
    if (answer.status !== 200 || !answer.json) return "failed";
    return answer.json;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    moduleLog("dashboard").warn({ err: error, source }, "partner API read failed");
    return "failed";
  }
}
