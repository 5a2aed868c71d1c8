import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { runIfDue } from "@/lib/server/jobs/scheduler";
import { resetEnvForTests } from "@/lib/server/env";
import { mdfMessages } from "@/lib/validation/mdf";
import { formatDay } from "@/lib/dates";
import { mdfPartner, pdfProof } from "@/test/support/mdf";
import type { StagedFile } from "@/lib/server/uploads/multipart";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mdfBudget } from "./budget";
import { submitMdfClaim } from "./claims";
import { decideMdfRequest } from "./console";
import { mdfDeadlineJob, runMdfDeadlines } from "./deadline-job";
import { createMdfRequest } from "./partner";

// The claim deadline: a reminder a week before (once), the commitment released after it, a
// claim under review left alone, one run across two processes under the scheduler's lease;
// and the carry-over of a quarter's unused budget when the programme turns it on.

const db = useTestDatabase();

const day = (value: string) => new Date(`${value}T09:00:00Z`);
const body = (amountMinor: number, startDate = "2026-09-01", endDate = "2026-09-10") => ({
  activityType: "event" as const,
  title: "Autumn roadshow",
  description: "Customer breakfasts in three cities.",
  startDate,
  endDate,
  amountMinor,
});

async function approved(amountMinor: number, now = day("2026-08-20")) {
  const partner = await mdfPartner("silver");
  const actor = { partnerId: partner.partnerId, userId: partner.userId, name: "Pat", companyName: "Co" };
  const { id } = await createMdfRequest(actor, body(amountMinor), now);
  await decideMdfRequest(id, { kind: "approved" }, { userId: null }, now);
  return { ...partner, actor, id };
}

/** The deadline job's mail about the request (not the team's notice or the decision). */
const mailKinds = async (refId: string) =>
  (
    await db()
      .selectFrom("outbox")
      .select("kind")
      .where("ref_id", "=", refId)
      .where("kind", "in", ["mdf:claim-reminder", "mdf:released"])
      .orderBy("created_at")
      .execute()
  ).map((row) => row.kind);

function staged(): StagedFile {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mdf-")), "proof.pdf");
  fs.writeFileSync(file, pdfProof().content);
  return { originalName: "proof.pdf", extension: "pdf", tempPath: file, size: fs.statSync(file).size };
}

afterEach(() => {
  delete process.env.MDF_CARRY_OVER;
  resetEnvForTests();
});

describe("the claim deadline job", () => {
  it("reminds a week before once, then releases the commitment after the deadline", async () => {
    const { id, partnerId, actor } = await approved(200_000);
    const row = await db()
      .selectFrom("mdf_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // The activity ended 2026-09-10; the claim window is 60 days.
    expect(row.claim_deadline).toBe("2026-11-09");
    expect(await runMdfDeadlines(db(), day("2026-11-01"))).toEqual({ reminded: 0, released: 0 });
    expect(await runMdfDeadlines(db(), day("2026-11-02"))).toEqual({ reminded: 1, released: 0 });
    expect(await runMdfDeadlines(db(), day("2026-11-03"))).toEqual({ reminded: 0, released: 0 });
    expect(await mailKinds(id)).toEqual(["mdf:claim-reminder"]);
    expect(await runMdfDeadlines(db(), day("2026-11-09"))).toEqual({ reminded: 0, released: 0 });
    expect((await mdfBudget(db(), partnerId, "2026-Q3")).committedMinor).toBe(200_000);
    expect(await runMdfDeadlines(db(), day("2026-11-10"))).toEqual({ reminded: 0, released: 1 });
    expect(await mailKinds(id)).toEqual(["mdf:claim-reminder", "mdf:released"]);
    const budget = await mdfBudget(db(), partnerId, "2026-Q3");
    expect(budget).toMatchObject({ committedMinor: 0, remainingMinor: 500_000 });
    const bell = await db()
      .selectFrom("notifications")
      .select("kind")
      .where("partner_id", "=", partnerId)
      .execute();
    expect(bell.map((row) => row.kind).sort()).toEqual([
      "mdf:claim-reminder",
      "mdf:released",
      "mdf:request-decided",
    ]);
    await expect(
      submitMdfClaim(actor, id, { actualSpendMinor: 100, results: "Late" }, [staged()], day("2026-11-11")),
    ).rejects.toMatchObject({
      status: 409,
      message: mdfMessages.claimDeadlinePassed(formatDay("2026-11-09")),
    });
  });

  it("leaves an activity whose claim is under review", async () => {
    const { id, actor } = await approved(100_000);
    await submitMdfClaim(
      actor,
      id,
      { actualSpendMinor: 90_000, results: "Done" },
      [staged()],
      day("2026-10-01"),
    );
    const before = await db()
      .selectFrom("mdf_requests")
      .select(["status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe("claimed");
    await runMdfDeadlines(db(), day("2026-12-31"));
    expect(await mailKinds(id)).toEqual([]);
    const row = await db()
      .selectFrom("mdf_requests")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("claimed");
  });

  it("runs once across two processes under the lease", async () => {
    const { id } = await approved(100_000);
    const now = day("2027-06-01");
    const job = mdfDeadlineJob(
      async () => db(),
      () => now,
    );
    const ran = await Promise.all([
      runIfDue(db(), job, "process-a", now),
      runIfDue(db(), job, "process-b", now),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await mailKinds(id)).toEqual(["mdf:released"]);
    // The next day's run is not due yet.
    expect(await runIfDue(db(), job, "process-a", day("2027-06-01"))).toBe(false);
  });
});

describe("carry-over", () => {
  it("carries a quarter's unused budget one quarter on, only when the setting is on", async () => {
    const { partnerId } = await approved(200_000, day("2026-08-20"));
    expect((await mdfBudget(db(), partnerId, "2026-Q4")).allocatedMinor).toBe(500_000);
    process.env.MDF_CARRY_OVER = "true";
    resetEnvForTests();
    expect(await mdfBudget(db(), partnerId, "2026-Q4")).toMatchObject({
      allocatedMinor: 800_000,
      carriedOverMinor: 300_000,
      remainingMinor: 800_000,
    });
    // Q4's own unused 500,000 carries into 2027-Q1; Q3's carried amount does not carry again.
    expect(await mdfBudget(db(), partnerId, "2027-Q1")).toMatchObject({
      allocatedMinor: 1_000_000,
      carriedOverMinor: 500_000,
    });
  });
});
