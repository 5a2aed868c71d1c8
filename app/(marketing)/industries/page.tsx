import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Industries",
  description: "AI finance automation for banks, lenders, investors, advisers and operating companies.",
  alternates: { canonical: "/industries" },
  openGraph: { title: "Industries", description: "AI finance automation for banks, lenders, investors, advisers and operating companies.", url: "/industries" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Industries" title="Industries">
      <p>AI finance automation for banks, lenders, investors, advisers and operating companies.</p>
    </PageHeader>
  );
}
