import type { DealDto } from "@/lib/validation/partner-data";
import { DAY_MS } from "@/lib/time";

/** A deal as GET /api/partners/deals lists it (registration fields are null on older rows). */
export type PartnerDeal = DealDto & {
  customerWebsite?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactTitle?: string | null;
  expectedCloseDate?: string | null;
  products?: string[];
  notes?: string;
  probability?: number;
  reviewReason?: string | null;
  extension?: { status: "requested" | "granted" | "refused" | null; reason: string | null; requestedAt: string | null };
};

export type DealHistoryEntry = { kind: string; from: string | null; to: string | null; reason: string | null; by: string; at: string };


/** Whole days of protection left (rounded up), or null when the deal is not protected. */
export function protectionDaysLeft(deal: Pick<PartnerDeal, "status" | "protectionExpires">, now = Date.now()): number | null {
  if (deal.status !== "approved" || !deal.protectionExpires) return null;
  return Math.max(0, Math.ceil((new Date(deal.protectionExpires).getTime() - now) / DAY_MS));
}

/** "Protected for N more days", "Protection expired", or nothing for deals never protected. */
export function protectionText(deal: Pick<PartnerDeal, "status" | "protectionExpires">, now = Date.now()): string | null {
  const days = protectionDaysLeft(deal, now);
  if (days === null) return null;
  return days === 0 ? "Protection expired" : `Protected for ${days} more ${days === 1 ? "day" : "days"}`;
}

/** The partner may ask once, within the last 30 days of protection, for 30 more days. */
export function canRequestExtension(deal: PartnerDeal, now = Date.now()): boolean {
  const days = protectionDaysLeft(deal, now);
  return days !== null && days > 0 && days <= 30 && !deal.extension?.status;
}

/** The extension's state for the card: "Extension requested", "Extension granted", "Extension refused", or nothing. */
export function extensionText(deal: Pick<PartnerDeal, "status" | "extension">): string | null {
  const status = deal.extension?.status;
  if (!status || (deal.status !== "approved" && status === "requested")) return null;
  return `Extension ${status}`;
}
