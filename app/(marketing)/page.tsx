import { BenefitsSection } from "@/components/marketing/home/benefits-section";
import { Hero } from "@/components/marketing/home/hero";
import { IntegrationsHero } from "@/components/marketing/home/integrations-hero";
import { JoinUsSection } from "@/components/marketing/home/join-us-section";
import { RoleSection } from "@/components/marketing/home/role-section";
import { TaskSection } from "@/components/marketing/home/task-section";
import { VideoSection } from "@/components/marketing/home/video-section";
import { homeMetadata } from "@/lib/seo/page-metadata";

export const metadata = homeMetadata();

export default function HomePage() {
  return (
    <>
      <Hero />
      <VideoSection />
      <RoleSection />
      <TaskSection />
      <IntegrationsHero />
      <BenefitsSection />
      <JoinUsSection />
    </>
  );
}
