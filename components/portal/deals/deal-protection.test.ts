import { describe, expect, it } from "vitest";
import type { Deal } from "@/lib/validation/deals";
import { canRequestExtension, extensionText, protectionText } from "./deal-protection";

const now = Date.UTC(2026, 0, 1, 12);
const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
type Extension = Deal["extension"]["status"];
const deal = (
  days: number | null,
  status = "approved",
  extension: Extension = null,
  requestableFrom: string | null = null,
) => ({
  status,
  protectionExpires: days === null ? null : at(days),
  extension: { status: extension, reason: null, requestedAt: null },
  extensionRequestableFrom: requestableFrom,
});

describe("protection countdown", () => {
  it("counts whole days left, says when it expired, and is silent for unprotected deals", () => {
    expect(protectionText(deal(90), now)).toBe("Protected for 90 more days");
    expect(protectionText(deal(0.2), now)).toBe("Protected for 1 more day");
    expect(protectionText(deal(-1), now)).toBe("Protection expired");
    expect(protectionText(deal(null, "pending"), now)).toBeNull();
    expect(protectionText(deal(10, "closed_won"), now)).toBeNull();
  });

  it("offers the extension from the start the server sent, while the protection lasts", () => {
    expect(canRequestExtension(deal(31, "approved", null, at(1)), now)).toBe(false);
    expect(canRequestExtension(deal(30, "approved", null, at(0)), now)).toBe(true);
    expect(canRequestExtension(deal(50, "approved", null, at(-10)), now)).toBe(true);
    expect(canRequestExtension(deal(-1, "approved", null, at(-31)), now)).toBe(false);
    // No start sent: the server's rule says no (already asked, not approved, not protected).
    expect(canRequestExtension(deal(10, "approved", "refused"), now)).toBe(false);
    expect(canRequestExtension(deal(10, "approved"), now)).toBe(false);
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
