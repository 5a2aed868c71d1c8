"use client";

import { MemberProvider, type SignedInMember } from "@/components/portal/member-context";
import { useState, type ReactNode } from "react";
import type { DashboardTabId } from "@/content/portal";
import { signOut } from "@/lib/client/api";
import type { NotificationsAnswer } from "@/lib/validation/notifications";
import { DashboardHeader } from "./dashboard-header";
import { DashboardTabs } from "./dashboard-tabs";
import { InboxProvider } from "./inbox-context";

export interface DashboardUser {
  firstName: string | null;
  companyName: string | null;
  signedInBefore: boolean;
}

/**
 * What every dashboard route shares: the header (greeting, notifications, Logout) and the
 * tab bar. The routes render their own content, with their data, inside it.
 */
export function DashboardShell({
  user,
  member,
  tabs,
  notifications,
  notificationsFailure,
  children,
}: {
  user: DashboardUser;
  /** Who is signed in and their role: what the tabs show (the server enforces it). */
  member: SignedInMember;
  tabs: readonly { id: DashboardTabId; label: string }[];
  notifications: NotificationsAnswer | null;
  notificationsFailure: string | null;
  children: ReactNode;
}) {
  const [loggingOut, setLoggingOut] = useState(false);
  const greetingName = user.firstName?.trim() || user.companyName?.trim() || "Partner";
  return (
    <MemberProvider value={member}>
      <InboxProvider initial={notifications} failure={notificationsFailure}>
        <DashboardHeader
          greetingName={greetingName}
          returning={user.signedInBefore}
          loggingOut={loggingOut}
          onLogout={() => {
            setLoggingOut(true);
            void signOut();
          }}
        />
        <div className="mx-auto grid max-w-content gap-6 px-4 py-6 sm:px-6 md:grid-cols-[13rem_1fr]">
          <DashboardTabs tabs={tabs} />
          <main id="main" className="min-w-0">
            {children}
          </main>
        </div>
      </InboxProvider>
    </MemberProvider>
  );
}
