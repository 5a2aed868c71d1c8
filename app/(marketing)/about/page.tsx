import type { Metadata } from "next";
import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { CardGrid } from "@/components/marketing/about/card-grid";
import { LeadershipGrid } from "@/components/marketing/about/leadership-grid";
import { OfficeList } from "@/components/marketing/about/office-list";
import { StatList } from "@/components/marketing/about/stat-list";
import { PageHeader } from "@/components/marketing/page-header";
import { BookingLink } from "@/components/marketing/pages/booking-link";
import { ctaStyles } from "@/components/marketing/pages/link-styles";
import { Section } from "@/components/marketing/pages/section";
import {
  aboutCta,
  aboutHero,
  aboutStats,
  differentiators,
  leadership,
  missionVision,
  offices,
  securityItems,
  values,
} from "@/content/about";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "About Us",
  description:
    "Meet the team building the AI finance workforce: our mission, leadership, values, security and compliance, and offices.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={aboutHero.eyebrow} title={aboutHero.title} footer={<StatList stats={aboutStats} />}>
        <p>{aboutHero.description}</p>
      </PageHeader>

      <Section id="mission" eyebrow="Why We Exist" title="Mission and Vision">
        <CardGrid items={missionVision} columns={2} />
      </Section>

      <Section id="leadership" eyebrow="Leadership" title="Meet Our Leadership Team" tone="muted">
        <LeadershipGrid leaders={leadership} />
      </Section>

      <Section id="values" eyebrow="Values" title="What We Stand For">
        <CardGrid items={values} columns={3} />
      </Section>

      <Section
        id="security"
        eyebrow="Security and Compliance"
        title="Enterprise-Grade Security"
        description="Finance data deserves the highest standard of protection."
        tone="dark"
      >
        <CardGrid items={securityItems} columns={5} tone="dark" />
      </Section>

      <Section id="differentiators" eyebrow="Why Finlytic AI" title="What Sets Us Apart">
        <CardGrid items={differentiators} columns={3} />
      </Section>

      <Section id="offices" eyebrow="Offices" title="Where to Find Us" tone="muted">
        <OfficeList offices={offices} />
      </Section>

      <section aria-labelledby="about-cta-heading" className="bg-brand-dark py-20 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="about-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {aboutCta.title}
          </h2>
          <p className="mt-4 text-lg text-indigo-100">{aboutCta.description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <BookingLink className={ctaStyles.onBrand}>{aboutCta.demoLabel}</BookingLink>
            <ContactModalButton variant="about" className={ctaStyles.secondaryOnDark}>
              {aboutCta.contactLabel}
            </ContactModalButton>
          </div>
        </div>
      </section>
    </>
  );
}
