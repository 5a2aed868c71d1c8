import type { Metadata } from "next";
import { ContactPageForm } from "@/components/forms/contact-page-form";
import { PageHeader } from "@/components/marketing/page-header";
import { contactChannels, contactPageCopy } from "@/content/contact-page";
import { siteConfig } from "@/lib/config/site";

export const metadata: Metadata = {
  title: contactPageCopy.title,
  description: contactPageCopy.intro,
  alternates: { canonical: "/contact" },
  openGraph: { title: contactPageCopy.title, description: contactPageCopy.intro, url: "/contact" },
};

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Contact" title={contactPageCopy.title}>
        <p>{contactPageCopy.intro}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
            {contactPageCopy.formHeading}
          </h2>
          <div className="mt-6">
            <ContactPageForm />
          </div>
        </section>
        <aside aria-labelledby="contact-channels-heading" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="contact-channels-heading" className="text-lg font-semibold text-ink">
            {contactPageCopy.channelsHeading}
          </h2>
          <dl className="mt-4 grid gap-4">
            {contactChannels.map((channel) => (
              <div key={channel.label}>
                <dt className="text-sm text-slate-600">{channel.label}</dt>
                <dd>
                  <a
                    href={`mailto:${siteConfig[channel.address]}`}
                    className="font-medium text-brand-dark underline-offset-2 hover:underline"
                  >
                    {siteConfig[channel.address]}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <a
            href={siteConfig.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            Book a Demo<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </aside>
      </div>
    </>
  );
}
