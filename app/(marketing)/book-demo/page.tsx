import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Book a Demo",
  description: "See the AI finance workforce on a sample of your own data in a 30-45 minute live session.",
  alternates: { canonical: "/book-demo" },
  openGraph: { title: "Book a Demo", description: "See the AI finance workforce on a sample of your own data in a 30-45 minute live session.", url: "/book-demo" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Demo" title="Book a Demo">
      <p>See the AI finance workforce on a sample of your own data in a 30-45 minute live session.</p>
    </PageHeader>
  );
}
