import "server-only";
import { Refusal } from "@/lib/refusal";
import { directoryCopy } from "@/content/directory";
import { listedPartnerIdOf } from "@/lib/server/directory/public";
import { offerDirectoryLead } from "@/lib/server/leads/directory";
import { kickMailSender } from "@/lib/server/mail";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import type { PartnerEnquiry } from "@/lib/validation/leads";
import { storeEnquiry, type SubmitEnquiryResult } from "./submit-enquiry";

/** The source recorded on enquiries sent from a partner's directory page. */
export const DIRECTORY_SOURCE = "Partner Directory";

/**
 * "Contact this partner": the enquiry is stored like every website enquiry (dedupe, the
 * inbox notification, the visitor's confirmation) and offered to that partner as a lead of
 * source "directory", in one transaction: the enquiry, its lead and their emails are stored
 * together or not at all. A repeat within the dedupe window stores nothing (leadId null).
 * A partner that is not listed (unpublished, hidden, gone) is a 404.
 */
export async function submitPartnerEnquiry(
  input: PartnerEnquiry,
  now = new Date(),
): Promise<SubmitEnquiryResult & { leadId: string | null }> {
  const partnerId = await listedPartnerIdOf(input.partnerSlug);
  if (!partnerId) throw new Refusal(404, directoryCopy.partnerNotFound);
  let leadId: string | null = null;
  const stored = await storeEnquiry(
    {
      fullName: input.fullName,
      email: input.email,
      company: input.company,
      phoneNumber: "",
      industry: input.industry,
      companySize: "",
      message: input.message,
      source: DIRECTORY_SOURCE,
      partnerRouting: true,
      country: input.country,
      demo: null,
    },
    now,
    null,
    async (trx, enquiryId) => {
      leadId = await offerDirectoryLead(trx, enquiryId, partnerId, now);
    },
  );
  if (stored.duplicate) return { ...stored, leadId: null };
  kickMailSender();
  kickWebhookSender();
  return { ...stored, leadId };
}
