import "server-only";
import { env } from "@/lib/server/env";
import { type PortalMail } from "@/lib/server/mail/portal-mail";

// Registration emails: the team's notification of a new registration (plain text).

export function registrationNotificationMail(input: { partnerId: string; companyName: string; contact: string; email: string; pending: boolean }): PortalMail {
  return {
    subject: input.pending ? `Registration waiting for approval: ${input.companyName}` : `New partner registered: ${input.companyName}`,
    text: `${input.pending ? "An open registration is waiting for approval." : "A partner completed registration from an approved link."}\n\nCompany: ${input.companyName}\nPrimary contact: ${input.contact} <${input.email}>\n\nPartner: ${env().APP_URL}/admin/partners/${input.partnerId}${input.pending ? `\nor: npm run admin -- approve-registration ${input.partnerId}` : ""}`,
  };
}
