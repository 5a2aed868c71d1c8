import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "The World's First AI Finance Workforce",
  description: "Finance Work Will Never Be The Same Again",
  alternates: { canonical: "/Hero" },
  openGraph: { title: "The World's First AI Finance Workforce", description: "Finance Work Will Never Be The Same Again", url: "/Hero" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Hero" title="The World's First AI Finance Workforce">
      <p>Finance Work Will Never Be The Same Again</p>
    </PageHeader>
  );
}
