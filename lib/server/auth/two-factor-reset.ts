import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { twoFactorResetMail } from "@/lib/server/auth/emails";
import { removeTwoFactor } from "@/lib/server/auth/two-factor";
import { adminMessages } from "@/lib/validation/admin";
import { recordAudit } from "@/lib/server/audit/audit";

// The programme team turns off two-factor authentication for a partner's users who lost
// their phone and their recovery codes: audited on the partner, each user emailed.

export const twoFactorAdminMessages = {
  noneEnrolled: "No user of this partner has two-factor authentication on.",
  reset: "Two-factor authentication was reset. The partner's users have been emailed.",
} as const;

/** Which users of the partner have two-factor authentication on (the console's Security panel). */
export async function partnerTwoFactorUsers(partnerId: string): Promise<{ id: string; email: string }[]> {
  const db = await getDb();
  return db
    .selectFrom("users")
    .innerJoin("two_factor", "two_factor.user_id", "users.id")
    .select(["users.id", "users.email"])
    .where("users.partner_id", "=", partnerId)
    .where("two_factor.enabled_at", "is not", null)
    .orderBy("users.email")
    .execute();
}

export async function resetPartnerTwoFactor(
  partnerId: string,
  actorUserId: string | null,
): Promise<{ message: string; users: string[] }> {
  const db = await getDb();
  const partner = await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
  if (!partner) throw new Refusal(404, adminMessages.notFound);
  const users = await partnerTwoFactorUsers(partnerId);
  if (users.length === 0) throw new Refusal(409, twoFactorAdminMessages.noneEnrolled);
  await db.transaction().execute(async (trx) => {
    for (const user of users) {
      await removeTwoFactor(trx, user.id);
      await enqueueMail(
        trx,
        { to: user.email, ...twoFactorResetMail(), kind: "auth:two-factor-reset", refId: user.id },
        "security",
      );
    }
    await recordAudit(trx, {
      actorUserId,
      action: "partner.two_factor_reset",
      entityType: "partner",
      entityId: partnerId,
      details: { users: users.map((u) => u.email) },
    });
  });
  kickMailSender();
  return { message: twoFactorAdminMessages.reset, users: users.map((u) => u.email) };
}
