import type { Deal } from "@/lib/validation/deals";
import { DAY_MS } from "@/lib/time";

// What a deal's card and details say about its protection and extension. The window in
// which an extension may be asked for is the server's rule: it sends where the window starts.

/** Whole days of protection left (rounded up), or null when the deal is not protected. */
export function protectionDaysLeft(
  deal: Pick<Deal, "status" | "protectionExpires">,
  now = Date.now(),
): number | null {
  if (deal.status !== "approved" || !deal.protectionExpires) return null;
  return Math.max(0, Math.ceil((new Date(deal.protectionExpires).getTime() - now) / DAY_MS));
}

/** "Protected for N more days", "Protection expired", or nothing for deals never protected. */
export function protectionText(
  deal: Pick<Deal, "status" | "protectionExpires">,
  now = Date.now(),
): string | null {
  const days = protectionDaysLeft(deal, now);
  if (days === null) return null;
  return days === 0 ? "Protection expired" : `Protected for ${days} more ${days === 1 ? "day" : "days"}`;
}

/** Whether Request Extension is offered: inside the window the server named, while protection lasts. */
export function canRequestExtension(
  deal: Pick<Deal, "status" | "protectionExpires" | "extensionRequestableFrom">,
  now = Date.now(),
): boolean {
  const days = protectionDaysLeft(deal, now);
  if (days === null || days === 0 || !deal.extensionRequestableFrom) return false;
  return now >= new Date(deal.extensionRequestableFrom).getTime();
}

/** The extension's state for the card: "Extension requested", "Extension granted", "Extension refused", or nothing. */
export function extensionText(deal: Pick<Deal, "status" | "extension">): string | null {
  const status = deal.extension?.status;
  if (!status || (deal.status !== "approved" && status === "requested")) return null;
  return `Extension ${status}`;
}
