"use client";

import Link from "next/link";
import { m } from "framer-motion";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { comingSoon } from "@/content/portal";
import { enumLabel } from "@/content/portal-labels";
import { siteConfig } from "@/lib/config/site";
import { Facts, Panel } from "./dashboard-ui";
import type { ProfileData } from "./use-dashboard-data";

const notificationSettings = [
  { key: "deal_updates", label: "Deal updates" },
  { key: "commission_payments", label: "Commission payments" },
  { key: "training_reminders", label: "Training reminders" },
  { key: "partner_announcements", label: "Partner announcements" },
] as const;

/** Read-only profile and company, notification switches (not saved), security and support. */
export function SettingsTab({ data }: { data: ProfileData | undefined }) {
  const [toggles, setToggles] = useState<Record<string, boolean>>(() => Object.fromEntries(notificationSettings.map((s) => [s.key, true])));
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
      <Panel title="Notifications">
        <ul className="space-y-3">
          {notificationSettings.map((setting) => {
            const on = toggles[setting.key] ?? true;
            return (
              <li key={setting.key} className="flex items-center justify-between gap-3">
                <span id={`toggle-${setting.key}`} className="text-slate-800">
                  {setting.label}
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`toggle-${setting.key}`}
                  onClick={() => setToggles((current) => ({ ...current, [setting.key]: !on }))}
                  className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${on ? "bg-brand" : "bg-slate-400"}`}
                >
                  <m.span aria-hidden="true" className="inline-block h-5 w-5 rounded-full bg-white shadow" initial={false} animate={{ x: on ? 24 : 4 }} />
                </button>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title="Security">
        <ul className="space-y-4">
          <li className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-slate-800">Password</span>
            <Button variant="secondary" onClick={() => toast.info(comingSoon.changePassword)}>
              Change Password
            </Button>
          </li>
          <li className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-slate-800">
              Two-Factor Authentication: <strong className="text-slate-900">Disabled</strong>
            </span>
            <Button variant="secondary" onClick={() => toast.info(comingSoon.twoFactor)}>
              Enable
            </Button>
          </li>
        </ul>
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
