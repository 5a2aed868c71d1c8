import {
  listDealOptions,
  listPartnerSection,
  type PartnerSection as Section,
} from "@/lib/server/admin/data-editor";
import type { PageResult } from "@/lib/server/db/pagination";
import Link from "next/link";
import { secondaryButtonClass } from "../form-field";
import { AddItem } from "./add-item";
import { ItemActions } from "./item-actions";
import { rowValues } from "./row-values";
import {
  CommissionsTable,
  DealsTable,
  NotificationsTable,
  ReferralsTable,
  ResourcesTable,
  TrainingTable,
} from "./section-tables";
import { formatMoney as formatMinor, minorFromDb } from "@/lib/money";

type Props = {
  section: Section;
  partnerId: string;
  page: number;
  renderPager: (result: PageResult<unknown>) => React.ReactNode;
};

// One section of a partner's dashboard data: its page of rows, with add and edit controls.
export async function PartnerSection({ section, partnerId, page, renderPager }: Props) {
  const { table, result, dealOptions } = await load(section, partnerId, page);
  return (
    <section aria-label={`${section} of this partner`}>
      <div className="mb-4 flex flex-wrap gap-2">
        <AddItem collection={section} partnerId={partnerId} dealOptions={dealOptions} />
        {section === "resources" ? <AddItem collection="resources" partnerId={partnerId} shared /> : null}
      </div>
      {table}
      {renderPager(result)}
    </section>
  );
}

async function load(
  section: Section,
  partnerId: string,
  page: number,
): Promise<{
  table: React.ReactNode;
  result: PageResult<unknown>;
  dealOptions?: { id: string; label: string }[];
}> {
  switch (section) {
    case "deals": {
      const rows = await listPartnerSection("deals", partnerId, page);
      // A registered deal's status, stage and protection change in the deals queue (the editor refuses them).
      const actions = (row: (typeof rows.items)[number]) => (
        <div className="flex flex-wrap gap-2">
          <ItemActions
            collection="deals"
            itemId={row.id}
            itemLabel={row.customer_name}
            initial={rowValues.deals(row)}
          />
          {row.customer_domain ? (
            <Link
              href={`/admin/deals/${row.id}`}
              className={secondaryButtonClass}
              aria-label={`Review deal ${row.customer_name} in the deals queue`}
            >
              Deals queue
            </Link>
          ) : null}
        </div>
      );
      return { table: <DealsTable rows={rows.items} actions={actions} />, result: rows };
    }
    case "commissions": {
      const [rows, dealOptions] = await Promise.all([
        listPartnerSection("commissions", partnerId, page),
        listDealOptions(partnerId),
      ]);
      const actions = (row: (typeof rows.items)[number]) => (
        <ItemActions
          collection="commissions"
          itemId={row.id}
          itemLabel={`${row.deal_customer_name ?? "no deal"}, ${formatMinor(minorFromDb(row.amount_minor), row.currency)}`}
          initial={rowValues.commissions(row)}
          dealOptions={dealOptions}
          canMarkPaid={row.status !== "paid"}
        />
      );
      return { table: <CommissionsTable rows={rows.items} actions={actions} />, result: rows, dealOptions };
    }
    case "referrals": {
      const rows = await listPartnerSection("referrals", partnerId, page);
      const actions = (row: (typeof rows.items)[number]) => (
        <ItemActions
          collection="referrals"
          itemId={row.id}
          itemLabel={row.company}
          initial={rowValues.referrals(row)}
        />
      );
      return { table: <ReferralsTable rows={rows.items} actions={actions} />, result: rows };
    }
    case "resources": {
      const rows = await listPartnerSection("resources", partnerId, page);
      const actions = (row: (typeof rows.items)[number]) => (
        <ItemActions
          collection="resources"
          itemId={row.id}
          itemLabel={row.title}
          initial={rowValues.resources(row)}
        />
      );
      return { table: <ResourcesTable rows={rows.items} actions={actions} />, result: rows };
    }
    case "training": {
      const rows = await listPartnerSection("training", partnerId, page);
      const actions = (row: (typeof rows.items)[number]) => (
        <ItemActions
          collection="training"
          itemId={row.id}
          itemLabel={row.title}
          initial={rowValues.training(row)}
        />
      );
      return { table: <TrainingTable rows={rows.items} actions={actions} />, result: rows };
    }
    case "notifications": {
      const rows = await listPartnerSection("notifications", partnerId, page);
      const actions = (row: (typeof rows.items)[number]) => (
        <ItemActions
          collection="notifications"
          itemId={row.id}
          itemLabel={row.message.slice(0, 40)}
          initial={rowValues.notifications(row)}
        />
      );
      return { table: <NotificationsTable rows={rows.items} actions={actions} />, result: rows };
    }
  }
}
