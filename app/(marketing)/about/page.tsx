import type { Metadata } from "next";
import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { CardGrid } from "@/components/marketing/about/card-grid";
import { LeadershipGrid } from "@/components/marketing/about/leadership-grid";
import { OfficeList } from "@/components/marketing/about/office-list";

import { PageHeader } from "@/components/marketing/page-header";
import { BookingLink } from "@/components/marketing/pages/booking-link";
import { CtaBand } from "@/components/marketing/pages/cta-band";
import { ctaStyles } from "@/components/marketing/pages/link-styles";
import { Section } from "@/components/marketing/pages/section";
import { StatTiles } from "@/components/marketing/pages/stat-tiles";
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
      <PageHeader
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        footer={
          <div className="mt-12">
            <StatTiles stats={aboutStats} tone="dark" />
          </div>
        }
      >
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

      <CtaBand id="about-cta" title={aboutCta.title} description={aboutCta.description}>
        <BookingLink className={ctaStyles.onBrand}>{aboutCta.demoLabel}</BookingLink>
        <ContactModalButton variant="about" className={ctaStyles.secondaryOnDark}>
          {aboutCta.contactLabel}
        </ContactModalButton>
      </CtaBand>
    </>
  );
}
