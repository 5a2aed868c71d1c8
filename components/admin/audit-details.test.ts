import { describe, expect, it } from "vitest";
import { auditValueText, describeAuditDetails } from "./audit-details";
import { fieldLabel } from "./format";

// What the console's audit trail says about an entry: words and formatted values, never a bare id.
const commissionId = "0f6c1a52-3c1e-4f8e-9d1b-6a2f0c9e7b41";
const dealId = "5b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("describeAuditDetails", () => {
  it("names fields in words and formats dates", () => {
    const parts = describeAuditDetails({ protectionExpires: "2027-02-23T17:20:37.365Z" });
    expect(parts).toEqual([{ text: "Protection expires: 23 Feb 2027, 17:20 UTC" }]);
    expect(describeAuditDetails({ paidOn: "2027-02-23", paymentReference: "TX-77" })).toEqual([
      { text: "Paid on: 23 Feb 2027" },
      { text: "Payment reference: TX-77" },
    ]);
  });

  it("says what happened to a record without a page, and links one that has a page", () => {
    const parts = describeAuditDetails({ from: "negotiation", to: "closed_won", commissionId });
    expect(parts).toContainEqual({ text: "Commission created" });
    expect(parts.map((part) => part.text).join(" ")).not.toContain(commissionId);
    expect(describeAuditDetails({ dealId })).toEqual([{ text: "Deal", href: `/admin/deals/${dealId}` }]);
    expect(describeAuditDetails({ commissionIds: [commissionId, dealId] })).toEqual([
      { text: "Commissions: 2" },
    ]);
  });

  it("never shows a bare id, even under a key it does not know", () => {
    const text = describeAuditDetails({ somethingElse: commissionId, before: [dealId], id: dealId })
      .map((part) => part.text)
      .join("; ");
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it("writes codes, money and yes/no in words", () => {
    expect(describeAuditDetails({ stage: { from: "proposal", to: "closed_won" } })).toEqual([
      { text: "Stage: Proposal → Closed Won" },
    ]);
    expect(describeAuditDetails({ amountMinor: 125_000, currency: "USD" })).toEqual([
      { text: "Amount: $1,250.00" },
    ]);
    expect(auditValueText(true)).toBe("Yes");
    expect(auditValueText(null)).toBe("—");
  });
});

describe("fieldLabel", () => {
  it("reads camelCase and snake_case keys as words", () => {
    expect(fieldLabel("protectionExpires")).toBe("Protection expires");
    expect(fieldLabel("commission_rate")).toBe("Commission rate");
    expect(fieldLabel("deal stage")).toBe("Deal stage");
  });
});

describe("a partner team's changes", () => {
  const userId = "7c1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  it("writes a partner's roles in the team's words and leaves the people's ids out", () => {
    const role = describeAuditDetails(
      { userId, email: "mia@example.com", from: "member", to: "finance" },
      "team.role_changed",
    );
    expect(role.map((part) => part.text)).toEqual(["Email: mia@example.com", "From: Member", "To: Finance"]);
    const removed = describeAuditDetails({ userId, email: "mia@example.com", role: "admin" }, "team.removed");
    expect(removed.map((part) => part.text)).toContain("Role: Admin");
    const transfer = describeAuditDetails(
      { from: userId, to: dealId, email: "mia@example.com" },
      "team.ownership_transferred",
    );
    expect(transfer.map((part) => part.text)).toEqual(["Email: mia@example.com"]);
  });
});
