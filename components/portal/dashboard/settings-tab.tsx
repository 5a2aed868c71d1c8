"use client";

import Link from "next/link";
import { buttonClass } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { enumLabel } from "@/content/portal-labels";
import { siteConfig } from "@/lib/config/site";
import { NotificationToggles } from "@/components/portal/settings/notification-toggles";
import { SecurityPanel } from "@/components/portal/settings/security-panel";
import { DataRightsPanel } from "@/components/portal/settings/data-rights-panel";
import { ApiKeysPanel } from "@/components/portal/settings/api-keys-panel";
import { TeamSection } from "@/components/portal/settings/team-section";
import { PayoutsPanel } from "@/components/portal/settings/payouts-panel";
import { Facts, Panel } from "./dashboard-ui";
import type { PartnerProfile } from "@/lib/types/dashboard";

/** Read-only profile and company, notification switches (saved per user), security, data export and closure, support. */
export function SettingsTab({ data }: { data: PartnerProfile | undefined }) {
  const profile = data?.profile;
  const company = data?.company;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Profile">
        <Facts
          items={[
            ["First Name", profile?.firstName || "N/A"],
            ["Last Name", profile?.lastName || "N/A"],
            ["Email", profile?.email ? <EmailText key="email" email={profile.email} /> : "N/A"],
            ["Phone", profile?.phone || "N/A"],
          ]}
        />
        <p className="mt-4 text-sm text-slate-600">To change your profile, contact partner support.</p>
      </Panel>
      <Panel title="Company">
        <Facts
          items={[
            ["Company Name", company?.companyName || "N/A"],
            ["Tier", enumLabel(company?.tier || "bronze")],
            ["Certification Status", enumLabel(company?.certificationStatus || "pending")],
            ["Partner Points", (company?.points ?? 0).toLocaleString("en-US")],
          ]}
        />
      </Panel>
      <TeamSection />
      <Panel title="Notifications">
        <NotificationToggles />
      </Panel>
      <Panel title="Security">
        <SecurityPanel />
      </Panel>
      <ApiKeysPanel />
      <PayoutsPanel />
      <Panel title="Your Data">
        <DataRightsPanel />
      </Panel>
      <Panel title="Support">
        <div className="flex flex-wrap gap-3">
          <a href={`mailto:${siteConfig.supportEmail}`} className={buttonClass("primary")}>
            Contact Support
          </a>
          <Link href="/partner-portal/docs" className={buttonClass("secondary")}>
            Documentation
          </Link>
        </div>
      </Panel>
    </div>
  );
}
