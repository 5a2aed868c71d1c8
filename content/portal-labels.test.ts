import { describe, expect, it } from "vitest";
import { enumLabel, knownEnumLabel } from "./portal-labels";
import { certificationStatuses, partnerStatuses } from "@/lib/validation/admin";
import { tierIds } from "@/lib/validation/tier-options";
import { commissionStatuses } from "@/lib/validation/commission-options";
import { dealStages, dealStatuses, extensionStatuses } from "@/lib/validation/deal-options";
import { payoutStatuses } from "@/lib/validation/payout-options";
import { referralStatuses } from "@/lib/validation/referral-options";
import { trainingStatuses } from "@/lib/validation/training-options";
import { partnershipTypes } from "@/lib/validation/registration-options";

describe("enum labels", () => {
  it("write codes as people read them", () => {
    expect(enumLabel("in_progress")).toBe("In Progress");
    expect(enumLabel("proposal_sent")).toBe("Proposal Sent");
    expect(enumLabel("closed_won")).toBe("Closed Won");
    expect(enumLabel("pending_approval")).toBe("Pending Approval");
    expect(enumLabel("gold")).toBe("Gold");
    expect(enumLabel("anonymous")).toBe("Open Registration");
  });

  it("know every status, stage, tier and certification the application stores", () => {
    const codes = [
      ...dealStatuses,
      ...dealStages,
      ...extensionStatuses,
      ...commissionStatuses,
      ...payoutStatuses,
      ...referralStatuses,
      ...trainingStatuses,
      ...tierIds,
      ...certificationStatuses,
      ...partnerStatuses,
      ...partnershipTypes,
    ];
    expect(codes.filter((code) => knownEnumLabel(code) === undefined)).toEqual([]);
  });

  it("words unknown codes too, and gives the fallback for empty ones", () => {
    expect(enumLabel("on_hold")).toBe("On Hold");
    expect(enumLabel(null)).toBe("—");
    expect(enumLabel("", "N/A")).toBe("N/A");
    expect(knownEnumLabel("Northwind")).toBeUndefined();
  });
});
