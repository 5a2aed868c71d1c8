import type { Metadata } from "next";
import Link from "next/link";
import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { PageHeader } from "@/components/marketing/page-header";
import { CtaBand } from "@/components/marketing/pages/cta-band";
import { ctaStyles } from "@/components/marketing/pages/link-styles";
import { Section } from "@/components/marketing/pages/section";
import { BenefitAccordion } from "@/components/marketing/partners/benefit-accordion";
import { PartnerTypeGrid } from "@/components/marketing/partners/partner-type-grid";
import {
  partnerBenefits,
  partnerJourney,
  partnerLinks,
  partnersCta,
  partnersHero,
  partnerTypes,
  partnerTypesSection,
} from "@/content/partners";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Partner Programme",
  description:
    "Grow with the AI finance workforce: commissions, training, co-marketing, early access, an API framework and a dedicated partner success manager.",
  path: "/partners",
});

export default function PartnersPage() {
  return (
    <>
      <PageHeader
        eyebrow={partnersHero.eyebrow}
        title={partnersHero.title}
        actions={
          <>
            <Link href={partnerLinks.claim} className={ctaStyles.primary}>
              {partnersHero.claimLabel}
            </Link>
            <Link href={partnerLinks.login} className={ctaStyles.secondaryOnDark}>
              {partnersHero.loginLabel}
            </Link>
            <Link href="/partners/directory" className={ctaStyles.secondaryOnDark}>
              Find a partner
            </Link>
          </>
        }
      >
        <p>{partnersHero.description}</p>
      </PageHeader>

      <Section
        id="benefits"
        eyebrow="Benefits"
        title="Why Partner With Us"
        description="Everything you need to sell, deliver and grow."
      >
        <div className="max-w-4xl">
          <BenefitAccordion benefits={partnerBenefits} />
        </div>
      </Section>

      <Section
        id="partner-types"
        eyebrow="Partner Types"
        title="Find the Partnership That Fits"
        description="Four ways to work with us, each with its own enablement and rewards."
        tone="dark"
      >
        <PartnerTypeGrid types={partnerTypes} />
        <Link href={partnerLinks.claim} className={`${ctaStyles.secondaryOnDark} mt-10`}>
          {partnerTypesSection.exploreLabel}
        </Link>
      </Section>

      <Section id="journey" eyebrow="How It Works" title="From Application to First Deal" tone="muted">
        <ol className="grid gap-6 md:grid-cols-4">
          {partnerJourney.map((item, index) => (
            <li key={item.step} className="rounded-2xl border border-slate-200 bg-white p-6">
              <p className="text-sm font-semibold text-brand">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{item.step}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand id="partners-cta" title={partnersCta.title} description={partnersCta.description}>
        <Link href={partnerLinks.claim} className={ctaStyles.onBrand}>
          {partnersCta.journeyLabel}
        </Link>
        <ContactModalButton variant="partners" className={ctaStyles.secondaryOnDark}>
          {partnersCta.contactLabel}
        </ContactModalButton>
      </CtaBand>
    </>
  );
}
