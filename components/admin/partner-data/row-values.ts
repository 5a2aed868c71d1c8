import "server-only";
import type {
  CommissionRecord,
  DealRow,
  NotificationRecord,
  ReferralRow,
  ResourceRow,
  TrainingRecord,
} from "@/lib/server/admin/data-editor";
import { minorFromDb, toMajor } from "@/lib/money";
import type { FormValues } from "./item-fields";

// A stored row as the edit form's starting values (dates as YYYY-MM-DD for date inputs).
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

export const rowValues = {
  deals: (row: DealRow): FormValues => ({
    customerName: row.customer_name,
    dealSize: toMajor(minorFromDb(row.deal_size_minor), row.currency),
    status: row.status,
    stage: row.stage,
    protectionExpires: day(row.protection_expires),
    decisionMaker: { name: row.decision_maker_name ?? "", email: row.decision_maker_email ?? "" },
  }),
  commissions: (row: CommissionRecord): FormValues => ({
    dealId: row.deal_id ?? "",
    amount: toMajor(minorFromDb(row.amount_minor), row.currency),
    rate: Number(row.rate),
    status: row.status,
    payoutDate: day(row.payout_date),
    paymentReference: row.payment_reference ?? "",
  }),
  referrals: (row: ReferralRow): FormValues => ({
    company: row.company,
    contact: row.contact,
    email: row.email,
    expectedValue: toMajor(minorFromDb(row.expected_value_minor), row.currency),
    status: row.status,
    referredDate: day(row.referred_date),
  }),
  resources: (row: ResourceRow): FormValues => ({
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type,
    url: row.url ?? "",
  }),
  training: (row: TrainingRecord): FormValues => ({
    title: row.title,
    duration: row.duration,
    currentModule: row.current_module ?? "",
    status: row.status,
    progress: Number(row.progress),
    completedDate: day(row.completed_date),
    certificate: Number(row.certificate) === 1,
  }),
  notifications: (row: NotificationRecord): FormValues => ({ message: row.message }),
};
