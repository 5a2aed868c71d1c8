import type { Metadata } from "next";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { UnsubscribeConfirm } from "@/components/portal/auth/unsubscribe-confirm";
import { preferenceLabels } from "@/lib/server/notifications/preferences";
import { readUnsubscribeToken } from "@/lib/server/notifications/unsubscribe";
import { unsubscribeMessages } from "@/lib/validation/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page an email's "Unsubscribe" link opens: it names what the link turns off and asks.
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const payload = value ? readUnsubscribeToken(value) : null;
  if (!payload) {
    return (
      <AuthCard
        title="Unsubscribe"
        lead={<p role="alert">{value ? unsubscribeMessages.invalid : unsubscribeMessages.missing}</p>}
      >
        <p className="text-sm text-slate-600">
          Sign in and open Settings to choose which emails you receive.
        </p>
      </AuthCard>
    );
  }
  return <UnsubscribeConfirm token={value} label={preferenceLabels[payload.pref]} />;
}
