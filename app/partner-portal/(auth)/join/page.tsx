import type { Metadata } from "next";
import { JoinTeam } from "@/components/portal/auth/join-team";
import { describeInvitation, type InvitationPreview } from "@/lib/server/members/accept";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";

export const metadata: Metadata = {
  title: "Join Your Team",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Where a colleague's invitation lands (/partner-portal/join?token=...): whose team it is and
// the form that accepts it, or why the link no longer works. In proxy mode the partner API
// holds the invitations: the form is shown and the acceptance answers for the link.
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const preview: InvitationPreview | null = !value
    ? { state: "invalid" }
    : partnerApiBase()
      ? null
      : await describeInvitation(value);
  return <JoinTeam token={value} preview={preview} />;
}
