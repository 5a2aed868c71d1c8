import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MotionProvider } from "@/components/motion/motion-provider";
import { SettingsTab } from "@/components/portal/dashboard/settings-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { dashboardRedirectFor } from "@/lib/portal-routes";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";
import { getSignedIn } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Settings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/settings: profile, company, team, notifications, security,
// payouts, API keys, data, support (as the role may use them).
export default async function SettingsPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("settings", await searchParams);
  if (moved) redirect(moved);
  const [answer, signedIn] = await Promise.all([readPartnerData("profile"), getSignedIn()]);
  // Settings' notification switches animate: the motion library comes with this route.
  return (
    <TabPage tab="settings" failure={answer.ok ? null : answer.message}>
      {answer.ok ? (
        <MotionProvider>
          <SettingsTab data={answer.data} role={signedIn?.user.memberRole ?? "owner"} />
        </MotionProvider>
      ) : null}
    </TabPage>
  );
}
