import type { Metadata } from "next";
import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "About Us",
  description: "We build the AI finance workforce: precise, auditable and secure by design.",
  alternates: { canonical: "/about" },
  openGraph: {
    title: "About Us",
    description: "We build the AI finance workforce: precise, auditable and secure by design.",
    url: "/about",
  },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Company" title="About Us">
      <p>We build the AI finance workforce: precise, auditable and secure by design.</p>
      <ContactModalButton
        variant="about"
        className="mt-6 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        Contact Leadership
      </ContactModalButton>
    </PageHeader>
  );
}
