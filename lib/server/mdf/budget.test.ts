import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { mdfPartner } from "@/test/support/mdf";
import type { StagedFile } from "@/lib/server/uploads/multipart";
import { mdfBudget } from "./budget";
import { decideMdfClaim } from "./console-claims";
import { decideMdfRequest, setMdfAllocation } from "./console";
import { submitMdfClaim } from "./claims";
import { runMdfDeadlines } from "./deadline-job";
import { createMdfRequest, reviseMdfRequest, withdrawMdfRequest } from "./partner";
import { previousQuarter, quarterOf, quarterStart } from "./quarters";
import type { TierId } from "@/lib/validation/tier-options";

// The budget arithmetic over a generated sequence of requests, decisions, claims, allocations
// and lapses: after every step the figures equal an independent model's, and what is requested
// and committed never exceeds what is allocated.

const db = useTestDatabase();

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stagedPdf(): StagedFile {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mdf-")), "proof.pdf");
  fs.writeFileSync(file, "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  return { originalName: "proof.pdf", extension: "pdf", tempPath: file, size: fs.statSync(file).size };
}

interface Modelled {
  id: string;
  status: string;
  amount: number;
  approved: number;
  claimed: number;
  reimbursed: number;
}

describe("quarters", () => {
  it("names, steps back and starts", () => {
    expect(quarterOf(new Date("2026-11-15T00:00:00Z"))).toBe("2026-Q4");
    expect(quarterOf(new Date("2027-01-01T00:00:00Z"))).toBe("2027-Q1");
    expect(previousQuarter("2027-Q1")).toBe("2026-Q4");
    expect(quarterStart("2026-Q3")).toBe("2026-07-01");
  });
});

describe("the budget over a generated sequence", () => {
  it.each([1, 7, 42])(
    "seed %i: never commits more than allocated, and every figure matches the model",
    async (seed) => {
      const next = random(seed);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
      const now = new Date("2026-11-15T12:00:00Z");
      const quarter = "2026-Q4";
      const { partnerId, userId } = await mdfPartner("silver");
      const actor = { partnerId, userId, name: "Pat Partner", companyName: "Co" };
      const team = { userId: null };
      const requests: Modelled[] = [];
      let allocation = 500_000;
      let topUps = 0;
      const body = (amountMinor: number) => ({
        activityType: "event" as const,
        title: "Roadshow",
        description: "A day with customers.",
        startDate: "2026-11-01",
        endDate: "2026-11-10",
        amountMinor,
      });
      const held = () =>
        requests.reduce((sum, r) => {
          if (r.status === "submitted" || r.status === "changes_requested") return sum + r.amount;
          if (r.status === "approved" || r.status === "claimed") return sum + r.approved;
          if (r.status === "reimbursed") return sum + r.reimbursed;
          return sum;
        }, 0);
      const tryIt = async (work: () => Promise<unknown>) => {
        try {
          await work();
          return true;
        } catch (error) {
          expect((error as { status?: number }).status).toBeGreaterThanOrEqual(400);
          return false;
        }
      };
      const seen = new Set<string>();
      for (let step = 0; step < 80; step += 1) {
        const op = pick([
          "request",
          "request",
          "approve",
          "reject",
          "withdraw",
          "changes",
          "claim",
          "decideClaim",
          "allocate",
        ]);
        const withStatus = (status: string) => requests.filter((r) => r.status === status);
        if (op === "request") {
          const amount = 1 + Math.floor(next() * 250_000);
          const fits = amount <= allocation + topUps - held();
          let id = "";
          const ok = await tryIt(async () => (id = (await createMdfRequest(actor, body(amount), now)).id));
          expect(ok).toBe(fits);
          if (ok) requests.push({ id, status: "submitted", amount, approved: 0, claimed: 0, reimbursed: 0 });
        } else if (op === "approve" && withStatus("submitted").length) {
          const r = pick(withStatus("submitted"));
          const part = next() < 0.5 ? undefined : 1 + Math.floor(next() * r.amount);
          await decideMdfRequest(r.id, { kind: "approved", amountMinor: part }, team, now);
          Object.assign(r, { status: "approved", approved: part ?? r.amount });
        } else if (op === "reject" && withStatus("submitted").length) {
          const r = pick(withStatus("submitted"));
          await decideMdfRequest(r.id, { kind: "rejected", reason: "No" }, team, now);
          r.status = "rejected";
        } else if (op === "withdraw" && requests.length) {
          const r = pick(requests);
          const ok = await tryIt(() => withdrawMdfRequest(actor, r.id, now));
          expect(ok).toBe(r.status === "submitted" || r.status === "changes_requested");
          if (ok) r.status = "withdrawn";
        } else if (op === "changes" && withStatus("submitted").length) {
          const r = pick(withStatus("submitted"));
          await decideMdfRequest(r.id, { kind: "changes_requested", reason: "Smaller, please" }, team, now);
          const amount = 1 + Math.floor(next() * 300_000);
          const fits = amount <= allocation + topUps - held() + r.amount;
          const ok = await tryIt(() => reviseMdfRequest(actor, r.id, body(amount), now));
          expect(ok).toBe(fits);
          Object.assign(r, ok ? { status: "submitted", amount } : { status: "changes_requested" });
        } else if (op === "claim" && withStatus("approved").length) {
          const r = pick(withStatus("approved"));
          const spend = 1 + Math.floor(next() * r.approved * 1.5);
          await submitMdfClaim(actor, r.id, { actualSpendMinor: spend, results: "Done" }, [stagedPdf()], now);
          Object.assign(r, { status: "claimed", claimed: Math.min(spend, r.approved) });
        } else if (op === "decideClaim" && withStatus("claimed").length) {
          const r = pick(withStatus("claimed"));
          const claim = await db()
            .selectFrom("mdf_claims")
            .select("id")
            .where("request_id", "=", r.id)
            .where("status", "=", "submitted")
            .executeTakeFirstOrThrow();
          if (next() < 0.7) {
            const part = next() < 0.5 ? undefined : 1 + Math.floor(next() * r.claimed);
            await decideMdfClaim(claim.id, { approve: true, amountMinor: part }, team, now);
            Object.assign(r, { status: "reimbursed", reimbursed: part ?? r.claimed });
          } else {
            await decideMdfClaim(claim.id, { approve: false, reason: "Invoice missing" }, team, now);
            r.status = "approved";
          }
        } else if (op === "allocate") {
          const kind = next() < 0.5 ? "override" : "top_up";
          const amount = Math.floor(next() * 400_000);
          const ok = await tryIt(() =>
            setMdfAllocation(partnerId, { quarter, kind, amountMinor: amount, reason: "Plan" }, team),
          );
          if (kind === "override") expect(ok).toBe(amount >= held());
          if (ok && kind === "override") allocation = amount;
          if (ok && kind === "top_up") topUps += amount;
        }
        seen.add(op);
        const budget = await mdfBudget(db(), partnerId, quarter);
        const requested = requests
          .filter((r) => r.status === "submitted" || r.status === "changes_requested")
          .reduce((sum, r) => sum + r.amount, 0);
        expect(budget.allocatedMinor).toBe(allocation + topUps);
        expect(budget.requestedMinor).toBe(requested);
        expect(budget.committedMinor).toBe(held() - requested);
        expect(budget.requestedMinor + budget.committedMinor).toBeLessThanOrEqual(budget.allocatedMinor);
        expect(budget.remainingMinor).toBe(budget.allocatedMinor - held());
      }
      // Past every claim deadline the approved activities without a claim lapse and free their funds.
      await runMdfDeadlines(db(), new Date("2027-03-01T00:00:00Z"));
      for (const r of requests.filter((r) => r.status === "approved")) r.status = "lapsed";
      const budget = await mdfBudget(db(), partnerId, quarter);
      expect(budget.remainingMinor).toBe(allocation + topUps - held());
      expect(requests.some((r) => r.status === "reimbursed")).toBe(true);
      expect(requests.some((r) => r.status === "lapsed" || r.status === "claimed")).toBe(true);
      expect(seen.size).toBeGreaterThanOrEqual(8);
      expect(userId).toBeTruthy();
    },
  );
});

describe("a quarter's tier allocation", () => {
  it("follows the tier held at the quarter's end; the quarter under way has today's", async () => {
    // Silver (5,000 USD a quarter) through 2026-Q2, gold (15,000) from 2026-08-10, platinum
    // (50,000) from 2026-10-05: the promotion in Q3 counts for Q3, the one in Q4 only for Q4.
    const { partnerId } = await mdfPartner("platinum");
    const change = (from: TierId, to: TierId, at: string) => ({
      id: randomUUID(),
      partner_id: partnerId,
      change: "promoted" as const,
      from_tier: from,
      to_tier: to,
      reason: null,
      actor_user_id: null,
      created_at: at,
    });
    await db()
      .insertInto("partner_tier_history")
      .values([
        change("silver", "gold", "2026-08-10T09:00:00.000Z"),
        change("gold", "platinum", "2026-10-05T09:00:00.000Z"),
      ])
      .execute();
    const allocated = async (quarter: string) => (await mdfBudget(db(), partnerId, quarter)).allocatedMinor;
    expect(await allocated("2026-Q2")).toBe(500_000);
    expect(await allocated("2026-Q3")).toBe(1_500_000);
    expect(await allocated("2026-Q4")).toBe(5_000_000);
    expect(await allocated("2027-Q1")).toBe(5_000_000);
  });

  it("a change on the first instant of a quarter belongs to that quarter, not the one before", async () => {
    const { partnerId } = await mdfPartner("gold");
    await db()
      .insertInto("partner_tier_history")
      .values({
        id: randomUUID(),
        partner_id: partnerId,
        change: "demoted",
        from_tier: "platinum",
        to_tier: "gold",
        reason: null,
        actor_user_id: null,
        created_at: "2026-10-01T00:00:00.000Z",
      })
      .execute();
    expect((await mdfBudget(db(), partnerId, "2026-Q3")).allocatedMinor).toBe(5_000_000);
    expect((await mdfBudget(db(), partnerId, "2026-Q4")).allocatedMinor).toBe(1_500_000);
  });
});
