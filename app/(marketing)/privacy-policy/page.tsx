import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How we collect, use and protect the information you share with us.",
  alternates: { canonical: "/privacy-policy" },
  openGraph: { title: "Privacy Policy", description: "How we collect, use and protect the information you share with us.", url: "/privacy-policy" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Legal" title="Privacy Policy">
      <p>How we collect, use and protect the information you share with us.</p>
    </PageHeader>
  );
}
