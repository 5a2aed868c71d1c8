import "server-only";
import { formatDayTime } from "@/lib/dates";
import { countryName, industryLabel } from "@/lib/option-labels";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "@/lib/server/env";
import { sample, sampleId, type EmailSample } from "@/lib/server/mail/email-sample";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

// Lead emails: the partner's notice of an offered lead, and the team's notices of a partner's
// answer (accepted, declined) or of a window that ran out. The partner's notice names the
// company, country, industry and need only: the contact's details wait for acceptance.

const leadsLink = () => `${env().APP_URL}${dashboardPath("referrals", { view: "leads" })}`;
const enquiryLink = (enquiryId: string) => `${env().APP_URL}/admin/enquiries?enquiry=${enquiryId}`;

export interface LeadMailFacts {
  company: string;
  country: string;
  industry: string;
  need: string;
  respondBy: string;
  source: "directory" | "assigned";
}

export function leadOfferedMail(lead: LeadMailFacts): PortalMail {
  const intro =
    lead.source === "directory"
      ? `A visitor found you in the partner directory and wrote to you from ${lead.company}.`
      : `The programme team offers you a lead: ${lead.company}.`;
  return portalMail(`New lead: ${lead.company}`, {
    heading: `New lead: ${lead.company}`,
    greeting: greeting(),
    paragraphs: [
      intro,
      `Please accept or decline it by ${formatDayTime(lead.respondBy)}; after that it returns to the programme team.`,
    ],
    facts: [
      { label: "Country", value: countryName(lead.country) },
      { label: "Industry", value: industryLabel(lead.industry) },
      { label: "Need", value: lead.need || "—" },
    ],
    action: { label: "Answer it in your dashboard", href: leadsLink() },
  });
}

export function leadAnsweredTeamMail(lead: {
  enquiryId: string;
  partnerName: string;
  company: string;
  outcome: "accepted" | "declined" | "expired";
  reason?: string | null;
}): PortalMail {
  const subject =
    lead.outcome === "expired"
      ? `Lead returned: ${lead.company} (${lead.partnerName} did not answer in time)`
      : `Lead ${lead.outcome}: ${lead.company} (${lead.partnerName})`;
  const paragraphs =
    lead.outcome === "accepted"
      ? [`${lead.partnerName} accepted the lead of ${lead.company} and now sees the contact's details.`]
      : lead.outcome === "declined"
        ? [`${lead.partnerName} declined the lead of ${lead.company}.`, `Reason: ${lead.reason ?? "—"}`]
        : [
            `${lead.partnerName} did not answer the lead of ${lead.company} within the acceptance window. It is back with the team, who may offer it to the next partner.`,
          ];
  return portalMail(subject, {
    heading: subject,
    paragraphs,
    action: { label: "Open the enquiry", href: enquiryLink(lead.enquiryId) },
    signed: false,
  });
}

/** Preview samples of lead mail, for the console's email catalogue. */
export function leadEmailSamples(): EmailSample[] {
  const facts: LeadMailFacts = {
    company: "Fabrikam Credit Union",
    country: "DE",
    industry: "Banking",
    need: "We need help to move our month-end close onto the platform.",
    respondBy: "2027-02-23T09:00:00.000Z",
    source: "assigned",
  };
  const team = { enquiryId: sampleId, partnerName: "Northwind Advisory", company: facts.company };
  return [
    sample("lead:offered", "transactional", "partner", leadOfferedMail(facts)),
    sample("lead:accepted", "transactional", "team", leadAnsweredTeamMail({ ...team, outcome: "accepted" })),
    sample(
      "lead:declined",
      "transactional",
      "team",
      leadAnsweredTeamMail({ ...team, outcome: "declined", reason: "Outside our region." }),
    ),
    sample("lead:expired", "transactional", "team", leadAnsweredTeamMail({ ...team, outcome: "expired" })),
  ];
}
