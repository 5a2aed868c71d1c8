import { Fragment, type ReactNode } from "react";
import { can, type MemberPermission, type MemberRole } from "@/lib/member-roles";
import Link from "next/link";
import { buttonClass } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { enumLabel } from "@/content/portal-labels";
import { siteConfig } from "@/lib/config/site";
import { NotificationToggles } from "@/components/portal/settings/notification-toggles";
import { SecurityPanel } from "@/components/portal/settings/security-panel";
import { DataRightsPanel } from "@/components/portal/settings/data-rights-panel";
import {
  ApiKeysPanel,
  DirectoryProfilePanel,
  PayoutsPanel,
  SsoPanel,
  TeamSection,
} from "@/components/portal/settings/lazy-sections";
import { CompanyPanel, ProfilePanel } from "@/components/portal/settings/profile-panels";
import { Facts, Panel } from "./dashboard-ui";
import type { PartnerProfile } from "@/lib/validation/profile";

/**
 * One panel of Settings: its title and its content, given the signed-in user's profile. A
 * section without a title draws its own panel; `needs`: the permission its role must have.
 */
export interface SettingsSection {
  id: string;
  title?: string;
  needs?: MemberPermission;
  render: (data: PartnerProfile, role: MemberRole) => ReactNode;
}

function ProfileFacts({ data: { profile } }: { data: PartnerProfile }) {
  return (
    <ProfilePanel
      values={{
        firstName: profile.firstName ?? "",
        lastName: profile.lastName ?? "",
        title: profile.title ?? "",
        phone: profile.phone ?? "",
      }}
      facts={
        <Facts
          items={[
            ["First Name", profile.firstName || "N/A"],
            ["Last Name", profile.lastName || "N/A"],
            ["Job Title", profile.title || "N/A"],
            ["Email", profile.email ? <EmailText key="email" email={profile.email} /> : "N/A"],
            ["Phone", profile.phone || "N/A"],
          ]}
        />
      }
    />
  );
}

function CompanyFacts({ data: { company }, role }: { data: PartnerProfile; role: MemberRole }) {
  return (
    <CompanyPanel
      canEdit={role === "owner"}
      values={{
        companyName: company.companyName,
        website: company.website ?? "",
        country: company.country ?? "",
        taxId: company.taxId ?? "",
      }}
      facts={
        <Facts
          items={[
            ["Company Name", company.companyName || "N/A"],
            ["Website", company.website || "N/A"],
            ["Country", company.country || "N/A"],
            ["Tax Number", company.taxId || "N/A"],
            ["Tier", enumLabel(company.tier || "bronze")],
            ["Certification Status", enumLabel(company.certificationStatus || "pending")],
            ["Partner Points", (company.points ?? 0).toLocaleString("en-US")],
          ]}
        />
      }
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
  { id: "company", title: "Company", render: (data, role) => <CompanyFacts data={data} role={role} /> },
  { id: "team", render: () => <TeamSection /> },
  { id: "notifications", title: "Notifications", render: () => <NotificationToggles /> },
  { id: "security", title: "Security", render: () => <SecurityPanel /> },
  { id: "payouts", needs: "payout-details:manage", render: () => <PayoutsPanel /> },
  { id: "api-keys", needs: "team:manage", render: () => <ApiKeysPanel /> },
  { id: "directory", needs: "team:manage", render: () => <DirectoryProfilePanel /> },
  // Owners only: ownership's permission is the one that is theirs alone.
  { id: "sso", needs: "ownership:transfer", render: () => <SsoPanel /> },
  { id: "data", title: "Your Data", render: () => <DataRightsPanel /> },
  { id: "support", title: "Support", render: () => <SupportLinks /> },
];

/**
 * Profile (each person edits their own) and company (an owner edits it), the team, notification switches (saved per user), security,
 * payout details, API keys, data export and closure, support.
 */
export function SettingsTab({
  data,
  role,
  sections = settingsSections,
}: {
  data: PartnerProfile;
  /** The signed-in user's role: a section it cannot use is left out (the server refuses it anyway). */
  role: MemberRole;
  sections?: readonly SettingsSection[];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {sections
        .filter((section) => !section.needs || can(role, section.needs))
        .map((section) =>
          section.title ? (
            <Panel key={section.id} title={section.title}>
              {section.render(data, role)}
            </Panel>
          ) : (
            <Fragment key={section.id}>{section.render(data, role)}</Fragment>
          ),
        )}
    </div>
  );
}
