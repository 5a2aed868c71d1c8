import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as exportRoute } from "@/app/api/partners/commissions/export/route";
import { GET as adminExportRoute } from "@/app/api/admin/commissions/export/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { insertCommission as commission } from "@/test/support/payouts";
import { getRaw } from "@/test/support/routes";

// The commissions CSV export, the partner's and the console's.

freshTestDatabase();

describe("CSV export", () => {
  it("streams only the partner's commissions, RFC 4180 quoted and formula-safe", async () => {
    const partner = await partnerToken();
    const other = await partnerToken();
    await commission(partner.partnerId, 100, "approved", '=HYPERLINK("http://evil.example","click")');
    await commission(partner.partnerId, 200, "pending", 'Smith, Jones & "Partners"\nLtd');
    await commission(partner.partnerId, 300, "pending", "@SUM(A1)");
    await commission(other.partnerId, 999, "approved", "Other partner's customer");
    const response = await getRaw(exportRoute, "/api/partners/commissions/export", partner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="commissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(
      "Commission ID,Partner,Deal,Amount,Currency,Rate (%),Status,Created,Paid On,Payout Reference",
    );
    // For people: the portal's label, the date alone, two decimals and the currency.
    expect(text).toMatch(/,100\.00,USD,10,Approved,\d{4}-\d{2}-\d{2},,\r\n/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"Smith, Jones & ""Partners""\nLtd"`);
    expect(text).toContain(",'@SUM(A1),");
    expect(text).not.toContain("Other partner");
    expect(text.trimEnd().split("\r\n")).toHaveLength(4);
    expect((await getRaw(exportRoute, "/api/partners/commissions/export")).status).toBe(401);
  });

  it("a lone CR or LF in a customer name stays inside its quoted cell, each line formula-safe (partner's and console's export)", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await commission(partner.partnerId, 100, "approved", "=1+1\n=2+2");
    await commission(partner.partnerId, 200, "approved", "Acme\r@SUM(A1)");
    // Line ends a spreadsheet sees once quoted cells are set aside: one per record.
    const records = (text: string) =>
      text
        .replace(/"(?:[^"]|"")*"/g, "")
        .trimEnd()
        .split(/\r\n|\r|\n/).length;
    for (const text of [
      await (await getRaw(exportRoute, "/api/partners/commissions/export", partner.token)).text(),
      await (
        await getRaw(
          adminExportRoute,
          `/api/admin/commissions/export?partnerId=${partner.partnerId}`,
          admin.token,
        )
      ).text(),
    ]) {
      expect(records(text)).toBe(3);
      expect(text).toContain(`,"'=1+1\n'=2+2",`);
      expect(text).toContain(`,"Acme\r'@SUM(A1)",`);
    }
  });

  it("the console exports every partner's commissions with filters; partners cannot", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await commission(partner.partnerId, 10, "paid", "Filtered Paid Co");
    await commission(partner.partnerId, 20, "pending", "Filtered Pending Co");
    const text = await (
      await getRaw(
        adminExportRoute,
        `/api/admin/commissions/export?status=paid&partnerId=${partner.partnerId}`,
        admin.token,
      )
    ).text();
    expect(text).toContain("Filtered Paid Co");
    expect(text).not.toContain("Filtered Pending Co");
    expect((await getRaw(adminExportRoute, "/api/admin/commissions/export", partner.token)).status).toBe(403);
  });
});
