import "server-only";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { partnerRecipient } from "@/lib/server/members/records";
import { dashboardPath } from "@/lib/portal-routes";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { linkLeadMail } from "./emails";
import { insertReferral } from "./records";
import { toApiReferral } from "./api-reads";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";

// A lead that came through a partner's referral link: the site's enquiry becomes the
// partner's referral (source "link"), under the same 90-day rule as a referral the partner
// enters, and the partner is told by email (kind "referral:link-lead").

export interface LinkLead {
  fullName: string;
  company: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/** The new referral's id, or null when the email was referred in the last 90 days (or the link is gone). */
export async function referLinkLead(
  linkId: string,
  lead: LinkLead,
  now = new Date(),
): Promise<string | null> {
  const db = await getDb();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const link = await trx
        .selectFrom("partner_links")
        .select(["partner_id", "campaign"])
        .where("id", "=", linkId)
        .executeTakeFirst();
      if (!link) return null;
      const row = await insertReferral(
        trx,
        {
          partnerId: link.partner_id,
          company: lead.company,
          contact: lead.fullName,
          email: lead.email,
          phone: lead.phoneNumber || null,
          expectedValueMinor: 0,
          notes: lead.message || null,
          source: "link",
          linkId,
          actorUserId: null,
        },
        now,
      );
      if (!row) return null;
      await queueWebhookEvent(trx, "referral.created", toApiReferral(row), now);
      const recipient = await partnerRecipient(trx, link.partner_id);
      if (recipient) {
        const mail = linkLeadMail({ company: lead.company, contact: lead.fullName, campaign: link.campaign });
        await enqueueMail(
          trx,
          {
            to: recipient.email,
            ...mail,
            kind: "referral:link-lead",
            refId: row.id,
            notify: { userId: recipient.id, message: mail.subject, link: dashboardPath("referrals") },
          },
          "transactional",
        );
      }
      return row.id;
    });
    if (id) {
      kickMailSender();
      kickWebhookSender();
    }
    return id;
  } catch (error) {
    // Another referral of the same email won the race: not a new lead.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
