import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as partnerStatementRoute } from "@/app/api/partners/payouts/[id]/statement/route";
import { GET as adminStatementRoute } from "@/app/api/admin/payouts/[id]/statement/route";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { loadStatement, renderStatementPdf, type Statement } from "./statement";

useTestDatabase();

const statement = (route: typeof partnerStatementRoute, id: string, token: string) =>
  callRoute(route, `/x/${id}/statement`, { token, params: { id } });

describe("payout statements", () => {
  it("a paid payout's statement is a PDF for its partner and the team; another's is a 404, an unpaid one a 409", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const other = await partnerToken();
    const ids = [
      await insertCommission(partner.partnerId, 1000.1, "approved", "Contoso"),
      await insertCommission(partner.partnerId, 250.25, "approved", "Fabrikam"),
    ];
    const requested = await callRoute(requestRoute, "/api/partners/payouts", {
      method: "POST",
      token: partner.token,
      ip: "10.77.0.1",
    });
    const payout = requested.json.payout as { id: string; commissionIds: string[]; amountMinor: number };
    expect([...payout.commissionIds].sort()).toEqual([...ids].sort());
    expect(payout.amountMinor).toBe(125_035);
    expect((await statement(partnerStatementRoute, payout.id, partner.token)).status).toBe(409);

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await callRoute(paidRoute, "/x", {
          method: "POST",
          token: admin.token,
          params: { id: payout.id },
          body: { paymentReference: "WIRE-STMT-1", payoutDate: today },
        })
      ).status,
    ).toBe(200);
    for (const [route, token] of [
      [partnerStatementRoute, partner.token],
      [adminStatementRoute, admin.token],
    ] as const) {
      const answer = await statement(route, payout.id, token);
      expect(answer.status).toBe(200);
      expect(answer.response.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await answer.response.clone().arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    expect((await statement(partnerStatementRoute, payout.id, other.token)).status).toBe(404);
    expect((await statement(partnerStatementRoute, "missing", partner.token)).status).toBe(404);
    expect((await statement(adminStatementRoute, payout.id, partner.token)).status).toBe(403);

    const facts = await loadStatement(payout.id, partner.partnerId);
    expect(facts).toMatchObject({
      totalMinor: 125035,
      paymentReference: "WIRE-STMT-1",
      paidOn: today,
      currency: "USD",
    });
    expect(facts.lines.map((line) => [line.deal, line.amountMinor, line.status])).toEqual([
      ["Contoso", 100010, "Paid"],
      ["Fabrikam", 25025, "Paid"],
    ]);
    expect(facts.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(facts.totalMinor);
  });
});

describe("statement text", () => {
  const names = {
    partner: "Łódź Sp. z o.o. 東京 Ελλάς",
    deals: ["Москва ООО", "서울 주식회사", "Ærøskøbing ApS", "ひらがな カタカナ 株式会社"],
  };
  const facts: Statement = {
    payoutId: "payout-1",
    partnerName: names.partner,
    currency: "EUR",
    totalMinor: 40_000,
    paymentReference: "SEPA-2026-11",
    paidOn: "2026-11-20",
    requestedOn: "2026-11-02",
    lines: names.deals.map((deal) => ({
      deal,
      amountMinor: 10_000,
      currency: "EUR",
      rate: 10,
      status: "Paid",
      earnedOn: "2026-10-01",
      approvedOn: "2026-10-15",
      paidOn: "2026-11-20",
    })),
    conversions: [],
  };

  it("extracts the names exactly as given, from fonts embedded as subsets", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "statement-"));
    const file = path.join(dir, "statement.pdf");
    fs.writeFileSync(file, await renderStatementPdf(facts));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", file, "-"], { encoding: "utf8" });
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines).toContain(`Partner: ${names.partner}`);
    for (const deal of names.deals)
      expect(
        lines.some((line) => line.startsWith(deal)),
        deal,
      ).toBe(true);
    // Every font is embedded as a subset (ABCDEF+Name); Helvetica, which has no Ł, 東 or λ, is gone.
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts) {
      expect(font).toMatch(/^[A-Z]{6}\+Noto/);
      expect(font).toMatch(/\byes\s+yes\s+yes\b/); // embedded, subset, with a Unicode map
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
