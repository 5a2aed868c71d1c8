import type {
  CommissionRecord,
  DealRow,
  NotificationRecord,
  ReferralRow,
  ResourceRow,
  TrainingRecord,
} from "@/lib/server/admin/data-editor";
import { Badge } from "../badge";
import { Cell, DataTable } from "../data-table";
import { enumLabel } from "@/content/portal-labels";
import { formatDate, formatDateTime } from "../format";
import { formatMoney as formatMinor, minorFromDb } from "@/lib/money";

// Read views of one partner's dashboard data, one table per section. The `actions` slot
// carries each row's edit controls.

type Actions<Row> = (row: Row) => React.ReactNode;

export function DealsTable({ rows, actions }: { rows: DealRow[]; actions: Actions<DealRow> }) {
  return (
    <DataTable
      caption="Deals"
      columns={[
        "Customer",
        "Decision maker",
        "Size",
        "Status",
        "Stage",
        "Protection expires",
        "Created",
        "Actions",
      ]}
      isEmpty={rows.length === 0}
      empty="No deals yet."
    >
      {rows.map((deal) => (
        <tr key={deal.id}>
          <Cell className="font-medium">{deal.customer_name}</Cell>
          <Cell>
            {deal.decision_maker_name ?? "—"}
            {deal.decision_maker_email ? (
              <span className="block break-all text-slate-600">{deal.decision_maker_email}</span>
            ) : null}
          </Cell>
          <Cell>{formatMinor(minorFromDb(deal.deal_size_minor), deal.currency)}</Cell>
          <Cell>
            <Badge value={deal.status} />
          </Cell>
          <Cell>{enumLabel(deal.stage)}</Cell>
          <Cell>{formatDate(deal.protection_expires)}</Cell>
          <Cell>{formatDate(deal.created_at)}</Cell>
          <Cell>{actions(deal)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function CommissionsTable({
  rows,
  actions,
}: {
  rows: CommissionRecord[];
  actions: Actions<CommissionRecord>;
}) {
  return (
    <DataTable
      caption="Commissions"
      columns={["Deal", "Amount", "Rate", "Status", "Paid on", "Payment reference", "Actions"]}
      isEmpty={rows.length === 0}
      empty="No commissions yet."
    >
      {rows.map((commission) => (
        <tr key={commission.id}>
          <Cell className="font-medium">{commission.deal_customer_name ?? "No deal"}</Cell>
          <Cell>{formatMinor(minorFromDb(commission.amount_minor), commission.currency)}</Cell>
          <Cell>{Number(commission.rate)}%</Cell>
          <Cell>
            <Badge value={commission.status} />
          </Cell>
          <Cell>{formatDate(commission.payout_date)}</Cell>
          <Cell>{commission.payment_reference ?? "—"}</Cell>
          <Cell>{actions(commission)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function ReferralsTable({ rows, actions }: { rows: ReferralRow[]; actions: Actions<ReferralRow> }) {
  return (
    <DataTable
      caption="Referrals"
      columns={["Company", "Contact", "Expected value", "Status", "Referred", "Actions"]}
      isEmpty={rows.length === 0}
      empty="No referrals yet."
    >
      {rows.map((referral) => (
        <tr key={referral.id}>
          <Cell className="font-medium">{referral.company}</Cell>
          <Cell>
            {referral.contact}
            <span className="block break-all text-slate-600">{referral.email}</span>
          </Cell>
          <Cell>{formatMinor(minorFromDb(referral.expected_value_minor), referral.currency)}</Cell>
          <Cell>
            <Badge value={referral.status} />
          </Cell>
          <Cell>{formatDate(referral.referred_date)}</Cell>
          <Cell>{actions(referral)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function ResourcesTable({ rows, actions }: { rows: ResourceRow[]; actions: Actions<ResourceRow> }) {
  return (
    <DataTable
      caption="Resources"
      columns={["Title", "Category", "Type", "Shared with", "Downloads", "Last updated", "Actions"]}
      isEmpty={rows.length === 0}
      empty="No resources yet."
    >
      {rows.map((resource) => (
        <tr key={resource.id}>
          <Cell>
            <span className="font-medium">{resource.title}</span>
            {resource.description ? (
              <span className="block text-slate-600">{resource.description}</span>
            ) : null}
          </Cell>
          <Cell>{resource.category}</Cell>
          <Cell>{resource.type}</Cell>
          <Cell>{resource.partner_id ? "This partner" : "Every partner"}</Cell>
          <Cell>{Number(resource.download_count)}</Cell>
          <Cell>{formatDate(resource.last_updated)}</Cell>
          <Cell>{actions(resource)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function TrainingTable({
  rows,
  actions,
}: {
  rows: TrainingRecord[];
  actions: Actions<TrainingRecord>;
}) {
  return (
    <DataTable
      caption="Training courses"
      columns={[
        "Course",
        "Duration",
        "Current module",
        "Status",
        "Progress",
        "Completed",
        "Certificate",
        "Actions",
      ]}
      isEmpty={rows.length === 0}
      empty="No training courses yet."
    >
      {rows.map((course) => (
        <tr key={course.id}>
          <Cell className="font-medium">{course.title}</Cell>
          <Cell>{course.duration}</Cell>
          <Cell>{course.current_module ?? "—"}</Cell>
          <Cell>
            <Badge value={course.status} />
          </Cell>
          <Cell>{Number(course.progress)}%</Cell>
          <Cell>{formatDate(course.completed_date)}</Cell>
          <Cell>{Number(course.certificate) ? "Certified" : "—"}</Cell>
          <Cell>{actions(course)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function NotificationsTable({
  rows,
  actions,
}: {
  rows: NotificationRecord[];
  actions: Actions<NotificationRecord>;
}) {
  return (
    <DataTable
      caption="Notifications"
      columns={["Message", "Sent", "Read", "Actions"]}
      isEmpty={rows.length === 0}
      empty="No notifications yet."
    >
      {rows.map((notification) => (
        <tr key={notification.id}>
          <Cell className="whitespace-pre-wrap">{notification.message}</Cell>
          <Cell>{formatDateTime(notification.created_at)}</Cell>
          <Cell>{notification.read_at ? formatDateTime(notification.read_at) : "Not yet"}</Cell>
          <Cell>{actions(notification)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}
