import "server-only";
import { env } from "@/lib/server/env";
import { portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, type EmailSample } from "@/lib/server/mail/email-sample";

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

/** Preview samples of the legal-details notice, for the console's email catalogue. */
export function partnerProfileEmailSamples(): EmailSample[] {
  return [
    sample(
      "partner:legal-details-changed",
      "transactional",
      "team",
      legalDetailsChangedTeamMail({
        partnerId: "00000000-0000-4000-8000-000000000000",
        companyName: "Northwind Advisory Group",
        byName: "Ada Lovelace",
        changes: [{ field: "companyName", from: "Northwind Advisory", to: "Northwind Advisory Group" }],
      }),
    ),
  ];
}
