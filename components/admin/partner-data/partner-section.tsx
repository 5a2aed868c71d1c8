import { listPartnerSection, type PartnerSection as Section } from "@/lib/server/console/partner-data";
import type { PageResult } from "@/lib/server/console/pagination";
import { CommissionsTable, DealsTable, NotificationsTable, ReferralsTable, ResourcesTable, TrainingTable } from "./section-tables";

// One section of a partner's dashboard data: its page of rows, and its forms.
export async function PartnerSection({ section, partnerId, page, renderPager }: { section: Section; partnerId: string; page: number; renderPager: (result: PageResult<unknown>) => React.ReactNode }) {
  const none = () => null;
  let table: React.ReactNode;
  let result: PageResult<unknown>;
  switch (section) {
    case "deals": {
      const rows = await listPartnerSection("deals", partnerId, page);
      table = <DealsTable rows={rows.items} actions={none} />;
      result = rows;
      break;
    }
    case "commissions": {
      const rows = await listPartnerSection("commissions", partnerId, page);
      table = <CommissionsTable rows={rows.items} actions={none} />;
      result = rows;
      break;
    }
    case "referrals": {
      const rows = await listPartnerSection("referrals", partnerId, page);
      table = <ReferralsTable rows={rows.items} actions={none} />;
      result = rows;
      break;
    }
    case "resources": {
      const rows = await listPartnerSection("resources", partnerId, page);
      table = <ResourcesTable rows={rows.items} actions={none} />;
      result = rows;
      break;
    }
    case "training": {
      const rows = await listPartnerSection("training", partnerId, page);
      table = <TrainingTable rows={rows.items} actions={none} />;
      result = rows;
      break;
    }
    case "notifications": {
      const rows = await listPartnerSection("notifications", partnerId, page);
      table = <NotificationsTable rows={rows.items} actions={none} />;
      result = rows;
      break;
    }
  }
  return (
    <section aria-label={section}>
      {table}
      {renderPager(result)}
    </section>
  );
}
