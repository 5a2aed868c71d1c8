import "server-only";
import { NextResponse } from "next/server";
import { errorBody } from "./errors";
import type { PartnerContext } from "@/lib/server/auth/guards";
import { OwnDealConflict } from "@/lib/server/deals/records";
import type { PartnerActor } from "@/lib/server/actor";
import { HOUR_MS } from "@/lib/time";
import { fullName } from "@/lib/server/auth/users";
import { dealPath } from "@/lib/portal-routes";

// What the partner deal routes share: the acting partner from the session, the 409 that
// links to the partner's own existing deal, and the rate limits.

export function partnerActor(auth: PartnerContext): PartnerActor {
  return {
    partnerId: auth.partnerId,
    userId: auth.user.id,
    email: auth.user.email,
    companyName: auth.partner.company_name,
    name: fullName(auth.user),
  };
}

/** Runs `work`; the partner's own duplicate becomes a 409 naming the existing deal. */
export async function withOwnConflictLink<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OwnDealConflict)) throw error;
    return NextResponse.json(
      {
        ...errorBody(error.message),
        existingDeal: {
          id: error.dealId,
          href: `/api/partners/deals/${error.dealId}`,
          viewUrl: dealPath(error.dealId),
        },
      },
      { status: 409, headers: { "Cache-Control": "private, no-store" } },
    );
  }
}

export const dealCreationLimit = {
  name: "deals:create",
  limit: 60,
  windowMs: HOUR_MS,
  message: "Too many deal registrations. Please try again later.",
};
export const dealExtensionLimit = {
  name: "deals:extension",
  limit: 20,
  windowMs: HOUR_MS,
  message: "Too many requests. Please try again later.",
};
// Each edit of a pending deal writes a history row; each withdrawal frees a customer.
export const dealEditLimit = {
  name: "deals:edit",
  limit: 60,
  windowMs: HOUR_MS,
  message: "Too many changes. Please try again later.",
};
export const dealWithdrawalLimit = {
  name: "deals:withdraw",
  limit: 30,
  windowMs: HOUR_MS,
  message: "Too many requests. Please try again later.",
};
