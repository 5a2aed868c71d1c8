import "server-only";
import { env } from "@/lib/server/env";
import { portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

// The programme team's notice that a partner changed the company's legal details.

const fieldLabels: Record<string, string> = {
  companyName: "Company name",
  taxId: "Tax number",
  country: "Country",
};

export function legalDetailsChangedTeamMail(input: {
  partnerId: string;
  companyName: string;
  byName: string;
  changes: { field: string; from: string | null; to: string | null }[];
}): PortalMail {
  return portalMail(`Legal details changed: ${input.companyName}`, {
    heading: `${input.companyName} changed its legal details`,
    paragraphs: [
      `${input.byName}, an owner of ${input.companyName}, changed the company's legal details in the partner portal. Check them against the partner's agreement and payment records.`,
    ],
    facts: input.changes.map((change) => ({
      label: fieldLabels[change.field] ?? change.field,
      value: `${change.from || "(none)"} → ${change.to || "(none)"}`,
    })),
    action: { label: "Open the partner", href: `${env().APP_URL}/admin/partners/${input.partnerId}` },
    signed: false,
  });
}
