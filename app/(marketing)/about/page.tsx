import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "About Us",
  description: "We build the AI finance workforce: precise, auditable and secure by design.",
  alternates: { canonical: "/about" },
  openGraph: { title: "About Us", description: "We build the AI finance workforce: precise, auditable and secure by design.", url: "/about" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Company" title="About Us">
      <p>We build the AI finance workforce: precise, auditable and secure by design.</p>
    </PageHeader>
  );
}
