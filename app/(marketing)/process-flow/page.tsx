import type { Metadata } from "next";
import { PageHeader } from "@/components/marketing/page-header";
import { BookingLink } from "@/components/marketing/pages/booking-link";
import { CtaBand } from "@/components/marketing/pages/cta-band";
import { ctaStyles } from "@/components/marketing/pages/link-styles";
import { Section } from "@/components/marketing/pages/section";
import { StatTiles } from "@/components/marketing/pages/stat-tiles";
import { StepCards } from "@/components/marketing/process-flow/step-cards";
import { processCta, processHero, processStats, processSteps } from "@/content/process-flow";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Solution Overview",
  description:
    "Connect, unify, analyse and deliver: how the AI finance workforce turns scattered finance data into finished, auditable finance work.",
  path: "/process-flow",
});

export default function ProcessFlowPage() {
  return (
    <>
      <PageHeader eyebrow={processHero.eyebrow} title={processHero.title}>
        <p>{processHero.description}</p>
      </PageHeader>

      <Section id="steps" eyebrow="How It Works" title="Four Steps From Data to Decisions" tone="muted">
        <StepCards steps={processSteps} />
      </Section>

      <Section id="results" eyebrow="Results" title="Built for Speed, Accuracy and Trust" tone="dark">
        <StatTiles stats={processStats} tone="dark" />
      </Section>

      <CtaBand
        id="process-cta"
        title={processCta.title}
        description={processCta.description}
        note={processCta.trustLine}
      >
        <BookingLink className={ctaStyles.onBrand}>{processCta.demoLabel}</BookingLink>
        <a
          href={processCta.docsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={ctaStyles.secondaryOnDark}
        >
          {processCta.docsLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </CtaBand>
    </>
  );
}
