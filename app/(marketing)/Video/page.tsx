import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Agentic AI Native To Your Business Finance",
  description: "See the AI finance workforce at work.",
  alternates: { canonical: "/Video" },
  openGraph: { title: "Agentic AI Native To Your Business Finance", description: "See the AI finance workforce at work.", url: "/Video" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Video" title="Agentic AI Native To Your Business Finance">
      <p>See the AI finance workforce at work.</p>
    </PageHeader>
  );
}
