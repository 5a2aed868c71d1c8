import type { Metadata } from "next";
import { LazyBookDemoForm } from "@/components/forms/lazy-book-demo-form";
import { PageHeader } from "@/components/marketing/page-header";
import { SocialIcon } from "@/components/marketing/social-icon";
import {
  demoContactMethods,
  demoExpectations,
  demoPageCopy,
  demoSocialButtons,
} from "@/content/contact-demo";
import { siteConfig } from "@/lib/config/site";

export const metadata: Metadata = {
  title: demoPageCopy.title,
  description: demoPageCopy.intro,
  alternates: { canonical: "/book-demo" },
  openGraph: { title: demoPageCopy.title, description: demoPageCopy.intro, url: "/book-demo" },
};

const card = "rounded-2xl border border-slate-200 bg-white p-6";

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Demo" title={demoPageCopy.title}>
        <p>{demoPageCopy.intro}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-content gap-8 px-4 py-16 sm:px-6 lg:grid-cols-5">
        <section aria-labelledby="demo-form-heading" className={`${card} lg:col-span-3`}>
          <h2 id="demo-form-heading" className="text-2xl font-bold text-ink">
            {demoPageCopy.formHeading}
          </h2>
          <div className="mt-6">
            <LazyBookDemoForm />
          </div>
        </section>
        <div className="grid content-start gap-6 lg:col-span-2">
          <section aria-labelledby="demo-email-heading" className={card}>
            <h2 id="demo-email-heading" className="text-lg font-semibold text-ink">
              {demoPageCopy.preferEmailHeading}
            </h2>
            <p className="mt-2 text-slate-700">{demoPageCopy.preferEmail}</p>
            <a
              href={`mailto:${siteConfig.salesEmail}`}
              className="mt-3 inline-block font-medium text-brand-dark underline-offset-2 hover:underline"
            >
              {siteConfig.salesEmail}
            </a>
          </section>
          <section aria-labelledby="demo-expect-heading" className={card}>
            <h2 id="demo-expect-heading" className="text-lg font-semibold text-ink">
              {demoPageCopy.expectHeading}
            </h2>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700">
              {demoExpectations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="demo-contact-heading" className={card}>
            <h2 id="demo-contact-heading" className="text-lg font-semibold text-ink">
              {demoPageCopy.getInTouchHeading}
            </h2>
            <dl className="mt-3 grid gap-3">
              {demoContactMethods.map((method) => (
                <div key={method.label}>
                  <dt className="text-sm text-slate-600">{method.label}</dt>
                  <dd className="font-medium text-ink">
                    {method.address ? (
                      <a
                        href={`mailto:${siteConfig[method.address]}`}
                        className="text-brand-dark underline-offset-2 hover:underline"
                      >
                        {siteConfig[method.address]}
                      </a>
                    ) : (
                      method.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-600">{demoPageCopy.followHeading}</h3>
            <ul className="mt-2 flex gap-3">
              {demoSocialButtons.map((social) => (
                <li key={social.label}>
                  <button
                    type="button"
                    aria-label={social.label}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-ink hover:bg-slate-200"
                  >
                    <SocialIcon name={social.icon} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
