import "server-only";
import { getDb } from "../db";
import type { Db } from "@/lib/server/db";

// Whether an account has two-factor authentication on: read by sign-in and by the
// console's guard on every request, so it stays apart from the enrolment code (QR codes).

export async function twoFactorStatus(
  userId: string,
  db?: Db,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom("two_factor")
    .select("enabled_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row?.enabled_at) return { enabled: false, recoveryCodesLeft: 0 };
  const left = await conn
    .selectFrom("two_factor_recovery_codes")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return { enabled: true, recoveryCodesLeft: Number(left.n) };
}
