import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms that govern the use of this website and the partner programme.",
  alternates: { canonical: "/terms-of-service" },
  openGraph: { title: "Terms of Service", description: "The terms that govern the use of this website and the partner programme.", url: "/terms-of-service" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Legal" title="Terms of Service">
      <p>The terms that govern the use of this website and the partner programme.</p>
    </PageHeader>
  );
}
