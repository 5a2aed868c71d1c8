import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Cookie Settings",
  description: "Choose whether this site may use analytics cookies.",
  alternates: { canonical: "/cookie-settings" },
  openGraph: { title: "Cookie Settings", description: "Choose whether this site may use analytics cookies.", url: "/cookie-settings" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Legal" title="Cookie Settings">
      <p>Choose whether this site may use analytics cookies.</p>
    </PageHeader>
  );
}
