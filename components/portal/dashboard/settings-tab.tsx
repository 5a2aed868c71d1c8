import type { ReactNode } from "react";
import Link from "next/link";
import { buttonClass } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { enumLabel } from "@/content/portal-labels";
import { siteConfig } from "@/lib/config/site";
import { NotificationToggles } from "@/components/portal/settings/notification-toggles";
import { SecurityPanel } from "@/components/portal/settings/security-panel";
import { DataRightsPanel } from "@/components/portal/settings/data-rights-panel";
import { Facts, Panel } from "./dashboard-ui";
import type { PartnerProfile } from "@/lib/types/dashboard";

/** One panel of Settings: its title and its content, given the signed-in user's profile. */
export interface SettingsSection {
  id: string;
  title: string;
  render: (data: PartnerProfile) => ReactNode;
}

function ProfileFacts({ data: { profile } }: { data: PartnerProfile }) {
  return (
    <>
      <Facts
        items={[
          ["First Name", profile.firstName || "N/A"],
          ["Last Name", profile.lastName || "N/A"],
          ["Email", profile.email ? <EmailText key="email" email={profile.email} /> : "N/A"],
          ["Phone", profile.phone || "N/A"],
        ]}
      />
      <p className="mt-4 text-sm text-slate-600">To change your profile, contact partner support.</p>
    </>
  );
}

function CompanyFacts({ data: { company } }: { data: PartnerProfile }) {
  return (
    <Facts
      items={[
        ["Company Name", company.companyName || "N/A"],
        ["Tier", enumLabel(company.tier || "bronze")],
        ["Certification Status", enumLabel(company.certificationStatus || "pending")],
        ["Partner Points", (company.points ?? 0).toLocaleString("en-US")],
      ]}
    />
  );
}

function SupportLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <a href={`mailto:${siteConfig.supportEmail}`} className={buttonClass("primary")}>
        Contact Support
      </a>
      <Link href="/partner-portal/docs" className={buttonClass("secondary")}>
        Documentation
      </Link>
    </div>
  );
}

// Settings' panels in their order on screen: a new section is one entry here.
export const settingsSections: readonly SettingsSection[] = [
  { id: "profile", title: "Profile", render: (data) => <ProfileFacts data={data} /> },
  { id: "company", title: "Company", render: (data) => <CompanyFacts data={data} /> },
  { id: "notifications", title: "Notifications", render: () => <NotificationToggles /> },
  { id: "security", title: "Security", render: () => <SecurityPanel /> },
  { id: "data", title: "Your Data", render: () => <DataRightsPanel /> },
  { id: "support", title: "Support", render: () => <SupportLinks /> },
];

/** Read-only profile and company, notification switches (saved per user), security, data export and closure, support. */
export function SettingsTab({
  data,
  sections = settingsSections,
}: {
  data: PartnerProfile;
  sections?: readonly SettingsSection[];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {sections.map((section) => (
        <Panel key={section.id} title={section.title}>
          {section.render(data)}
        </Panel>
      ))}
    </div>
  );
}
