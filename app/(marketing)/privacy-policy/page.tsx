import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal/legal-document";
import { privacyPolicy } from "@/content/privacy-policy";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
