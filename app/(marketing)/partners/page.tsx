import type { Metadata } from "next";
import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Partner Programme",
  description:
    "Grow with the AI finance workforce: commissions, training, co-marketing and a dedicated partner success manager.",
  alternates: { canonical: "/partners" },
  openGraph: {
    title: "Partner Programme",
    description:
      "Grow with the AI finance workforce: commissions, training, co-marketing and a dedicated partner success manager.",
    url: "/partners",
  },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Partners" title="Partner Programme">
      <p>
        Grow with the AI finance workforce: commissions, training, co-marketing and a dedicated partner
        success manager.
      </p>
      <ContactModalButton
        variant="partners"
        className="mt-6 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        Contact Us
      </ContactModalButton>
    </PageHeader>
  );
}
