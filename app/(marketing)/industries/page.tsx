import type { Metadata } from "next";
import { ImpactStory } from "@/components/marketing/industries/impact-story";
import { IndustryGrid } from "@/components/marketing/industries/industry-grid";
import { ExploreLink } from "@/components/marketing/industries/explore-link";
import { PageHeader } from "@/components/marketing/page-header";
import { BookingLink } from "@/components/marketing/pages/booking-link";
import { ctaStyles } from "@/components/marketing/pages/link-styles";
import { Section } from "@/components/marketing/pages/section";
import { impactStories, industriesHero, industryCards, useCasesSection } from "@/content/industries";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Industries",
  description:
    "AI finance automation for VC and PE, banking and NBFCs, real estate, manufacturing, retail and IT companies, with impact stories from each sector.",
  path: "/industries",
});

export default function IndustriesPage() {
  return (
    <>
      <PageHeader
        eyebrow={industriesHero.eyebrow}
        title={industriesHero.title}
        actions={
          <>
            <ExploreLink targetId={useCasesSection.id} className={ctaStyles.primary}>
              {industriesHero.exploreLabel}
            </ExploreLink>
            <BookingLink className={ctaStyles.secondaryOnDark}>{industriesHero.demoLabel}</BookingLink>
          </>
        }
      >
        <p>{industriesHero.description}</p>
      </PageHeader>

      <Section id="industries" eyebrow="Sectors" title="Finance Automation for Every Sector">
        <IndustryGrid industries={industryCards} />
      </Section>

      <Section
        id={useCasesSection.id}
        eyebrow={useCasesSection.eyebrow}
        title={useCasesSection.title}
        description={useCasesSection.description}
        tone="muted"
        focusTarget
      >
        <p id="illustrative-note" className="-mt-6 mb-8 max-w-3xl text-sm text-slate-600">
          <span aria-hidden="true">* </span>
          {useCasesSection.illustrativeNote}
        </p>
        <div className="grid gap-8">
          {impactStories.map((story) => (
            <ImpactStory key={story.id} story={story} />
          ))}
        </div>
      </Section>
    </>
  );
}
