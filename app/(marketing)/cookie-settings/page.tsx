import type { Metadata } from "next";
import { ConsentPreferences } from "@/components/marketing/consent/consent-preferences";
import { LegalBlock } from "@/components/marketing/legal/legal-block";
import { RichText } from "@/components/marketing/legal/rich-text";
import { PageHeader } from "@/components/marketing/page-header";
import { cookieSettingsPage } from "@/content/cookie-settings";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: cookieSettingsPage.title,
  description: cookieSettingsPage.description,
  path: "/cookie-settings",
});

export default function CookieSettingsPage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title={cookieSettingsPage.title}>
        <p>
          Last updated:{" "}
          <time dateTime={cookieSettingsPage.lastUpdated.iso}>{cookieSettingsPage.lastUpdated.label}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-16 leading-7 text-slate-700 sm:px-6">
        <div className="space-y-4 text-lg">
          {cookieSettingsPage.intro.map((paragraph, index) => (
            <p key={index}>
              <RichText value={paragraph} />
            </p>
          ))}
        </div>
        <ConsentPreferences />
        <section aria-labelledby="storage-heading" className="space-y-4">
          <h2 id="storage-heading" className="text-2xl font-bold text-ink">
            What we store in your browser
          </h2>
          <LegalBlock block={cookieSettingsPage.storageTable} />
        </section>
      </div>
    </>
  );
}
