import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as mdfRoute } from "@/app/api/partners/mdf/route";
import { POST as approveClaimRoute } from "@/app/api/admin/mdf/claims/[id]/approve/route";
import { POST as rejectClaimRoute } from "@/app/api/admin/mdf/claims/[id]/reject/route";
import { GET as claimFileRoute } from "@/app/api/admin/mdf/files/[id]/route";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { POST as payoutRoute } from "@/app/api/partners/payouts/route";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { REIMBURSEMENT_LINE_LABEL, loadStatement } from "@/lib/server/payouts/statement";
import { form1099Csv } from "@/lib/server/payouts/tax-1099";
import { sweepStorage } from "@/lib/server/uploads/sweep";
import { mdfMessages } from "@/lib/validation/mdf";
import { adminToken } from "@/test/support/accounts";
import { parseCsv } from "@/test/support/csv";
import { insertCommission } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import {
  approveRequest,
  csvProof,
  mdfPartner,
  nextMdfIp,
  pdfProof,
  postClaim,
  submittedRequest,
  today,
} from "@/test/support/mdf";

// Claims with proof of performance and their payment: the files checked by their bytes, the
// team's decision, the reimbursement's own ledger line, paid with commissions in a payout
// request (counting toward the minimum), named on the statement and left out of the 1099-NEC.

const db = useTestDatabase();

const claimCount = async () =>
  Number(
    (
      await db()
        .selectFrom("mdf_claims")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n,
  );

async function approvedActivity(amountMinor = 200_000, fields: Record<string, unknown> = {}) {
  const partner = await mdfPartner();
  const admin = await adminToken();
  const id = await submittedRequest(partner.token, amountMinor, fields);
  expect((await approveRequest(admin.token, id)).status).toBe(200);
  return { ...partner, admin, id };
}

describe("POST /api/partners/mdf/requests/{id}/claim", () => {
  it("takes the actual spend, the results and proof files; claims at most the approved amount", async () => {
    const { token, id } = await approvedActivity(200_000);
    const answer = await postClaim(
      token,
      id,
      { actualSpendMinor: "230000", results: "212 attendees, 35 leads" },
      [pdfProof(), csvProof()],
    );
    expect(answer.status).toBe(201);
    expect(answer.json.claim).toEqual({ id: expect.any(String), status: "submitted" });
    const mdf = await callRoute(mdfRoute, "/api/partners/mdf", { token });
    const [request] = mdf.json.requests as { status: string; claim: Record<string, unknown> }[];
    expect(request!.status).toBe("claimed");
    expect(request!.claim).toMatchObject({
      actualSpendMinor: 230_000,
      amountMinor: 200_000,
      files: [{ name: "invoice.pdf" }, { name: "attendees.csv" }],
    });
    expect((mdf.json.budget as { claimedMinor: number }).claimedMinor).toBe(200_000);
    const again = await postClaim(token, id, { actualSpendMinor: "1000", results: "x" }, [pdfProof()]);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(mdfMessages.notClaimable);
  });

  it.each([
    ["no file", [], mdfMessages.filesMissing],
    [
      "an executable named .pdf",
      [{ field: "files", filename: "invoice.pdf", content: Buffer.from("MZ\x90\x00\x03\x00\x00\x00binary") }],
      mdfMessages.fileBadType("invoice.pdf"),
    ],
    [
      "a binary named .csv",
      [{ field: "files", filename: "list.csv", content: Buffer.from([0x4d, 0x5a, 0x00, 0x01, 0xff, 0xfe]) }],
      mdfMessages.fileBadType("list.csv"),
    ],
    [
      "a file of another type",
      [{ field: "files", filename: "deck.pptx", content: Buffer.from("PK\x03\x04") }],
      mdfMessages.fileBadType("deck.pptx"),
    ],
  ])("refuses %s with a clear message and stores nothing", async (_name, files, message) => {
    const { token, id } = await approvedActivity(50_000);
    const before = await claimCount();
    const answer = await postClaim(token, id, { actualSpendMinor: "40000", results: "Done" }, files);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(message);
    expect(await claimCount()).toBe(before);
    const request = await db()
      .selectFrom("mdf_requests")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(request?.status).toBe("approved");
  });

  it("refuses a bad spend, a request not approved, and an activity not started", async () => {
    const { token, id } = await approvedActivity(50_000);
    const zero = await postClaim(token, id, { actualSpendMinor: "0", results: "Done" }, [pdfProof()]);
    expect(zero.status).toBe(400);
    expect(zero.json.error).toBe(mdfMessages.amount);
    const pending = await submittedRequest(token, 10_000);
    const notApproved = await postClaim(token, pending, { actualSpendMinor: "100", results: "Done" }, [
      pdfProof(),
    ]);
    expect(notApproved.status).toBe(409);
    expect(notApproved.json.error).toBe(mdfMessages.notClaimable);
    const future = await approvedActivity(10_000, { startDate: "2099-01-01", endDate: "2099-01-02" });
    const early = await postClaim(future.token, future.id, { actualSpendMinor: "100", results: "x" }, [
      pdfProof(),
    ]);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe(mdfMessages.claimTooEarly);
  });
});

describe("an approved claim is paid through the ledger", () => {
  it("is a reimbursement line: toward the payout minimum, on the statement, not on the 1099-NEC", async () => {
    const { token, partnerId, admin, id } = await approvedActivity(200_000);
    // $50 of commission alone is under the $100 payout minimum.
    const commissionId = await insertCommission(partnerId, 50);
    const early = await callRoute(payoutRoute, "/api/partners/payouts", {
      method: "POST",
      token,
      ip: nextMdfIp(),
    });
    expect(early.status).toBe(409);
    await postClaim(token, id, { actualSpendMinor: "180000", results: "Done" }, [pdfProof()]);
    const claim = await db()
      .selectFrom("mdf_claims")
      .selectAll()
      .where("request_id", "=", id)
      .executeTakeFirstOrThrow();
    const file = await db()
      .selectFrom("mdf_claim_files")
      .select(["id", "stored_name"])
      .where("claim_id", "=", claim.id)
      .executeTakeFirstOrThrow();
    // The storage sweep knows proof files belong to a claim: never orphans, however old.
    expect((await sweepStorage({ graceMs: 0, dryRun: true })).deleted).not.toContain(file.stored_name);
    const download = await callRoute(claimFileRoute, "/x", { token: admin.token, params: { id: file.id } });
    expect(download.status).toBe(200);
    expect(download.response.headers.get("content-disposition")).toContain("invoice.pdf");
    const over = await callRoute(approveClaimRoute, "/x", {
      token: admin.token,
      params: { id: claim.id },
      body: { amountMinor: 180_001 },
    });
    expect(over.status).toBe(409);
    expect(over.json.error).toBe(mdfMessages.approveOverClaimed("$1,800.00"));
    const approved = await callRoute(approveClaimRoute, "/x", {
      token: admin.token,
      params: { id: claim.id },
      body: { amountMinor: 150_000 },
    });
    expect(approved.status).toBe(200);
    const line = await db()
      .selectFrom("commissions")
      .selectAll()
      .where("mdf_claim_id", "=", claim.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      kind: "mdf_reimbursement",
      status: "approved",
      currency: "USD",
      deal_id: null,
    });
    expect(Number(line.amount_minor)).toBe(150_000);
    expect(approved.json.claim).toMatchObject({
      status: "approved",
      approvedAmount: 150_000,
      reimbursementId: line.id,
    });
    // Not a commission: neither in the commission list nor in its figures.
    const commissions = await callRoute(commissionsRoute, "/api/partners/commissions", { token });
    expect((commissions.json.commissions as { _id: string }[]).map((row) => row._id)).toEqual([commissionId]);
    const budgetBefore = (await callRoute(mdfRoute, "/api/partners/mdf", { token })).json.budget;
    expect(budgetBefore).toMatchObject({
      committedMinor: 150_000,
      claimedMinor: 150_000,
      paidMinor: 0,
      remainingMinor: 350_000,
    });

    const requested = await callRoute(payoutRoute, "/api/partners/payouts", {
      method: "POST",
      token,
      ip: nextMdfIp(),
    });
    expect(requested.status).toBe(201);
    const payout = requested.json.payout as { id: string; commissionIds: string[]; amountMinor: number };
    expect([...payout.commissionIds].sort()).toEqual([commissionId, line.id].sort());
    expect(payout.amountMinor).toBe(155_000);
    const stored = await db()
      .selectFrom("payout_requests")
      .selectAll()
      .where("id", "=", payout.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.reimbursement_minor)).toBe(150_000);
    const paid = await callRoute(paidRoute, "/x", {
      token: admin.token,
      params: { id: payout.id },
      body: { paymentReference: "WIRE-MDF-1", payoutDate: today() },
    });
    expect(paid.status).toBe(200);
    expect((await callRoute(mdfRoute, "/api/partners/mdf", { token })).json.budget).toMatchObject({
      paidMinor: 150_000,
    });
    const mdf = await callRoute(mdfRoute, "/api/partners/mdf", { token });
    expect((mdf.json.requests as { status: string; claim: { paid: boolean } }[])[0]).toMatchObject({
      status: "reimbursed",
      claim: { paid: true },
    });

    const statement = await loadStatement(payout.id, partnerId);
    expect(statement.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          deal: `${REIMBURSEMENT_LINE_LABEL}: Spring webinar series`,
          rate: null,
          amountMinor: 150_000,
        }),
        expect.objectContaining({ deal: "Northwind", rate: 10, amountMinor: 5_000 }),
      ]),
    );
    const csv = await form1099Csv(new Date().getUTCFullYear(), {
      fullTin: false,
      actorUserId: "a",
      twoFactorVerified: false,
    });
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
    const row = rows.find((cells) => cells[0] === partnerId)!;
    const cell = (name: string) => row[header!.indexOf(name)];
    // Paid through PayPal: only the commission counts; the reimbursement is left out.
    expect(cell("Paid through PayPal (USD)")).toBe("50.00");
  });

  it("a refused claim returns the activity to approved, and another claim may come", async () => {
    const { token, admin, id } = await approvedActivity(100_000);
    await postClaim(token, id, { actualSpendMinor: "90000", results: "Done" }, [pdfProof()]);
    const claim = await db()
      .selectFrom("mdf_claims")
      .select("id")
      .where("request_id", "=", id)
      .executeTakeFirstOrThrow();
    const noReason = await callRoute(rejectClaimRoute, "/x", {
      token: admin.token,
      params: { id: claim.id },
      body: {},
    });
    expect(noReason.status).toBe(400);
    const refused = await callRoute(rejectClaimRoute, "/x", {
      token: admin.token,
      params: { id: claim.id },
      body: { reason: "The invoice is not addressed to your company." },
    });
    expect(refused.json.claim).toMatchObject({ status: "rejected", reimbursementId: null });
    expect(
      await db().selectFrom("commissions").select("id").where("mdf_claim_id", "=", claim.id).execute(),
    ).toEqual([]);
    const second = await postClaim(token, id, { actualSpendMinor: "90000", results: "Done" }, [pdfProof()]);
    expect(second.status).toBe(201);
  });
});
