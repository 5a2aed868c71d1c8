import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal/legal-document";
import { termsOfService } from "@/content/terms-of-service";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: termsOfService.title,
  description: termsOfService.description,
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
