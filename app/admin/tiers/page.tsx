import { PageHeader } from "@/components/admin/page-header";
import { TierRulesForm } from "@/components/admin/lazy-forms";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { getTierRules } from "@/lib/server/tiers/rules";

export const metadata = { title: "Tiers" };

export default async function TiersPage() {
  await requireAdminPage();
  const rules = await getTierRules();
  return (
    <>
      <PageHeader
        title="Tiers"
        description="A partner is placed in the highest tier whose every requirement it meets over the last 12 months. A promotion takes effect at once; a demotion after the grace period, with a warning when it starts. Partners are evaluated when a deal is won or reopened, on a certification, and every night."
      />
      <TierRulesForm rules={rules} />
    </>
  );
}
