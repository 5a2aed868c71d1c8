import { describe, expect, it } from "vitest";
import { dealStageOptions } from "./deals";
import { enumLabel, knownEnumLabel } from "./portal-labels";
import { certificationStatuses, partnerStatuses, partnerTiers } from "@/lib/validation/admin";
import { dealStages, dealStatuses, referralStatuses, trainingStatuses } from "@/lib/validation/partner-data";
import { partnerDealStatuses } from "@/lib/validation/deals";
import { partnershipTypes } from "@/lib/validation/registration";
import { commissionStatuses } from "@/lib/commission-statuses";

describe("enum labels", () => {
  it("write codes as people read them", () => {
    expect(enumLabel("in_progress")).toBe("In Progress");
    expect(enumLabel("initial_contact")).toBe("Initial Contact");
    expect(enumLabel("closed_won")).toBe("Closed Won");
    expect(enumLabel("pending_approval")).toBe("Pending Approval");
    expect(enumLabel("gold")).toBe("Gold");
    expect(enumLabel("anonymous")).toBe("Open Registration");
  });

  it("know every status, stage, tier and certification the application stores", () => {
    const codes = [
      ...dealStatuses, ...dealStages, ...commissionStatuses, "approved", ...referralStatuses, ...trainingStatuses,
      ...partnerTiers, ...certificationStatuses, ...partnerStatuses, ...partnerDealStatuses, ...partnershipTypes,
      ...dealStageOptions.map((stage) => stage.id),
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
