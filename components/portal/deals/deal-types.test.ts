import { describe, expect, it } from "vitest";
import { canRequestExtension, extensionText, protectionText, type PartnerDeal } from "./deal-types";

const now = Date.UTC(2026, 0, 1, 12);
const deal = (days: number | null, status = "approved", extension: NonNullable<PartnerDeal["extension"]>["status"] = null) =>
  ({ _id: "d", customerName: "C", dealSize: 1, status, stage: "prospecting", createdAt: "", decisionMaker: { name: null, email: null }, protectionExpires: days === null ? null : new Date(now + days * 86_400_000).toISOString(), extension: { status: extension, reason: null, requestedAt: null } }) as PartnerDeal;

describe("protection countdown", () => {
  it("counts whole days left, says when it expired, and is silent for unprotected deals", () => {
    expect(protectionText(deal(90), now)).toBe("Protected for 90 more days");
    expect(protectionText(deal(0.2), now)).toBe("Protected for 1 more day");
    expect(protectionText(deal(-1), now)).toBe("Protection expired");
    expect(protectionText(deal(null, "pending"), now)).toBeNull();
    expect(protectionText(deal(10, "closed_won"), now)).toBeNull();
  });

  it("offers the extension once, only in the last 30 days of a live protection", () => {
    expect(canRequestExtension(deal(31), now)).toBe(false);
    expect(canRequestExtension(deal(30), now)).toBe(true);
    expect(canRequestExtension(deal(-1), now)).toBe(false);
    expect(canRequestExtension(deal(10, "approved", "refused"), now)).toBe(false);
  });

  it("tells the card whether an extension was requested, granted or refused", () => {
    expect(extensionText(deal(20))).toBeNull();
    expect(extensionText(deal(20, "approved", "requested"))).toBe("Extension requested");
    expect(extensionText(deal(50, "approved", "granted"))).toBe("Extension granted");
    expect(extensionText(deal(20, "approved", "refused"))).toBe("Extension refused");
    // A request left open when the deal closed or was withdrawn is moot.
    expect(extensionText(deal(20, "withdrawn", "requested"))).toBeNull();
    expect(extensionText(deal(50, "closed_won", "granted"))).toBe("Extension granted");
  });
});
