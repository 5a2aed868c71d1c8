import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Partner Programme",
  description: "Grow with the AI finance workforce: commissions, training, co-marketing and a dedicated partner success manager.",
  alternates: { canonical: "/partners" },
  openGraph: { title: "Partner Programme", description: "Grow with the AI finance workforce: commissions, training, co-marketing and a dedicated partner success manager.", url: "/partners" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Partners" title="Partner Programme">
      <p>Grow with the AI finance workforce: commissions, training, co-marketing and a dedicated partner success manager.</p>
    </PageHeader>
  );
}
