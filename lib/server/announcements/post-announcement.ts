import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { dashboardPath } from "@/lib/portal-routes";
import { announcementMail } from "./emails";
import { announcementMessages, type AnnouncementInput } from "@/lib/validation/announcements";
import { recordAudit } from "@/lib/server/audit/audit";

// An announcement from the programme team: a notification (title and body) for every
// verified user of every active partner, and the same as a bulk email to those who keep
// "Partner announcements" on (enqueueMail drops the others by the kind, not the notification). The audit log is
// its record: the console lists past announcements from it (./list-announcements.ts).

/** The audit log entity every announcement is recorded under. */
export const AUDIT_ENTITY = { entityType: "announcement", entityId: "programme" } as const;

export async function postAnnouncement(
  input: AnnouncementInput,
  actorUserId: string | null,
): Promise<{ message: string; partners: number; emails: number }> {
  const db = await getDb();
  const id = randomUUID();
  const result = await db.transaction().execute(async (trx) => {
    const partners = await trx.selectFrom("partners").select("id").where("status", "=", "active").execute();
    if (partners.length === 0) throw new Refusal(409, announcementMessages.noPartners);
    const users = await trx
      .selectFrom("users")
      .innerJoin("partners", "partners.id", "users.partner_id")
      .select(["users.id", "users.email"])
      .where("partners.status", "=", "active")
      .where("users.role", "=", "partner")
      .where("users.email_verified_at", "is not", null)
      .execute();
    let emails = 0;
    // One message for all: rendered once, each copy with its recipient's unsubscribe link.
    const mail = announcementMail(input.title, input.body);
    for (const user of users) {
      const queued = await enqueueMail(
        trx,
        {
          to: user.email,
          ...mail,
          kind: "announcement:posted",
          refId: id,
          // The whole announcement: the portal shows what the email says, not only its title.
          notify: {
            userId: user.id,
            message: `${input.title}\n\n${input.body}`,
            link: dashboardPath("overview"),
          },
        },
        "bulk",
      );
      if (queued) emails += 1;
    }
    await recordAudit(trx, {
      actorUserId,
      action: "announcement.posted",
      ...AUDIT_ENTITY,
      details: { announcementId: id, title: input.title, partners: partners.length, emails },
    });
    return { partners: partners.length, emails };
  });
  kickMailSender();
  return { message: announcementMessages.posted, ...result };
}
