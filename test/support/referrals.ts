// Referral bodies and counts for tests (imported by *.test.ts only).
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/server/db";

/** A valid POST /api/partners/referrals body with a fresh email, with `overrides` applied. */
export function referralBody(overrides: Record<string, unknown> = {}) {
  return {
    contactName: "Riley Lead",
    company: "Lamna Healthcare",
    email: `riley-${randomUUID().slice(0, 8)}@lamna.example`,
    phone: "+1 (555) 010-2030",
    expectedValue: 48000,
    notes: "Their CFO wants to automate the month-end close.",
    consent: true,
    ...overrides,
  };
}

/** Rows in the tables a referral writes: referrals, their events and the outbox. */
export async function referralFootprint(): Promise<{ referrals: number; events: number; outbox: number }> {
  const db = await getDb();
  const count = async (table: "referrals" | "referral_events" | "outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    referrals: await count("referrals"),
    events: await count("referral_events"),
    outbox: await count("outbox"),
  };
}
