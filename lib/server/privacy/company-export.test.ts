import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/partners/account/export/route";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { seedCompanyData } from "@/test/support/privacy";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { unzipExport } from "@/test/support/zip";

// A company's export holds its own rows in every table, readable (money as amount and
// currency, a CSV per table), no secrets, and nothing of another company.

const db = useTestDatabase();
const nextIp = clientAddresses("10.63");

async function exportOf(token: string) {
  const result = await callRoute(exportRoute, "/api/partners/account/export", { token, ip: nextIp() });
  expect(result.status).toBe(200);
  expect(result.response.headers.get("content-type")).toBe("application/zip");
  expect(result.response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="company-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(result.response.headers.get("cache-control")).toBe("private, no-store");
  return unzipExport(result.response);
}

describe("GET /api/partners/account/export", () => {
  it("holds the company's data from every table, no secrets, and nothing of another company", async () => {
    const mine = await createTestPartner({ companyName: "Mine Ltd" });
    const other = await createTestPartner({ companyName: "Other Ltd" });
    const seeded = await seedCompanyData(mine, "MINEMARK");
    const theirs = await seedCompanyData(other, "OTHERMARK");
    const zip = await exportOf(seeded.sessionToken);
    const document = zip.data;
    const text = zip.names.map(zip.text).join("\n");

    for (const key of [
      "deals",
      "dealEvents",
      "referrals",
      "referralEvents",
      "commissions",
      "commissionEvents",
      "payouts",
      "notifications",
      "notificationPreferences",
      "attachments",
      "users",
    ]) {
      expect((document[key] as unknown[]).length, key).toBeGreaterThan(0);
    }
    expect(document.trainingCourses as unknown[]).toHaveLength(1);
    expect((document.company as { id: string }[])[0]!.id).toBe(mine.partner.id);
    // Readable: money as amount and currency, a CSV per table, and a key to the files.
    const payout = (document.payouts as Record<string, unknown>[])[0]!;
    expect(payout.amount).toEqual({ amount: "1234.50", currency: "USD" });
    expect(payout).not.toHaveProperty("amount_minor");
    expect(zip.names).toEqual(
      expect.arrayContaining(["README.txt", "data.json", "deals.csv", "payouts.csv"]),
    );
    expect(zip.text("payouts.csv").split("\r\n")[0]).toContain("amount_amount,amount_currency");
    expect(zip.text("payouts.csv")).toContain("1234.50,USD");
    expect((document.about as { tables: Record<string, string> }).tables.taxForms).toMatch(/masked/);
    expect((document.commissions as { id: string }[]).map((c) => c.id).sort()).toEqual(
      [...seeded.commissionIds].sort(),
    );
    expect((document.audit as { action: string }[]).map((line) => line.action)).toEqual(
      expect.arrayContaining(["partner.updated"]),
    );
    for (const marker of [
      "MINEMARK Customer",
      "Reason MINEMARK",
      "MINEMARK Contact",
      "Called MINEMARK",
      "PAY-MINEMARK",
      "Notice MINEMARK",
      "Course MINEMARK",
      "file-MINEMARK.pdf",
      "Audit MINEMARK",
    ])
      expect(text).toContain(marker);

    // Nothing of the other company.
    expect(text).not.toContain("OTHERMARK");
    for (const id of [
      other.partner.id,
      other.user.id,
      theirs.dealId,
      theirs.referralId,
      theirs.payoutId,
      ...theirs.commissionIds,
    ])
      expect(text).not.toContain(id);
    // No secrets.
    for (const secret of [
      "password_hash",
      "secret_enc",
      "code_hash",
      "token_hash",
      "stored-MINEMARK",
      "secret-MINEMARK",
      mine.user.password_hash,
      seeded.sessionToken,
    ])
      expect(text).not.toContain(secret);

    // The export itself is audited: who and when, with counts only.
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy.company_exported")
      .where("entity_id", "=", mine.partner.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(mine.user.id);
    expect(audit[0]!.details).not.toContain("MINEMARK");
  });
});
