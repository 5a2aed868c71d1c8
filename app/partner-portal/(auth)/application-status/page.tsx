import type { Metadata } from "next";
import { ApplicationStatusView } from "@/components/portal/applicant/application-status";

// The applicant's private status page, opened from the link in their confirmation email.
// The token is a credential: no referrer carries it to another site, and no index lists it.
export const metadata: Metadata = {
  title: "Application Status",
  referrer: "no-referrer",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return <ApplicationStatusView token={typeof token === "string" ? token : ""} />;
}
