import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";

export const metadata: Metadata = {
  title: "Transform Finance Operations",
  description: "Connect, unify, analyse and deliver: how the platform turns scattered finance data into finished work.",
  alternates: { canonical: "/process-flow" },
  openGraph: { title: "Transform Finance Operations", description: "Connect, unify, analyse and deliver: how the platform turns scattered finance data into finished work.", url: "/process-flow" },
};

export default function Page() {
  return (
    <PageHeader eyebrow="Solution Overview" title="Transform Finance Operations">
      <p>Connect, unify, analyse and deliver: how the platform turns scattered finance data into finished work.</p>
    </PageHeader>
  );
}
