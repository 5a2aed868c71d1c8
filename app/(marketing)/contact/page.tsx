import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Contact Us",
  description: "Tell us about your finance team and we will get back to you within 24 hours.",
  alternates: { canonical: "/contact" },
  openGraph: { title: "Contact Us", description: "Tell us about your finance team and we will get back to you within 24 hours.", url: "/contact" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Contact" title="Contact Us">
      <p>Tell us about your finance team and we will get back to you within 24 hours.</p>
    </PageHeader>
  );
}
