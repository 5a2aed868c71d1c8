import { commissionStatuses } from "@/lib/validation/commission-options";
import { dealStages, dealStatuses } from "@/lib/validation/deal-options";
import { referralStatuses } from "@/lib/validation/referral-options";
import { resourceCategories } from "@/lib/validation/resource-rules";
import { trainingStatuses } from "@/lib/validation/training-options";

// The console's forms for a partner's dashboard data, described as data: one field list
// per collection, validated with the backend's shared create schemas (item-schemas.ts, which
// only the form itself loads). Used by the server (to turn a row into form values) and by
// the client form.

export type Collection = "deals" | "commissions" | "referrals" | "resources" | "training" | "notifications";

export type FieldKind = "text" | "email" | "url" | "number" | "date" | "textarea" | "select" | "checkbox";
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Empty input means "not set" (null) rather than "". */
  nullable?: boolean;
  step?: string;
}

export const itemFields: Record<Collection, FieldSpec[]> = {
  deals: [
    { name: "customerName", label: "Customer", kind: "text" },
    { name: "dealSize", label: "Deal size (USD)", kind: "number", step: "0.01" },
    { name: "status", label: "Status", kind: "select", options: dealStatuses },
    { name: "stage", label: "Stage", kind: "select", options: dealStages },
    { name: "protectionExpires", label: "Protection expires", kind: "date", nullable: true },
    { name: "decisionMaker.name", label: "Decision maker", kind: "text", nullable: true },
    { name: "decisionMaker.email", label: "Decision maker's email", kind: "email", nullable: true },
  ],
  commissions: [
    { name: "dealId", label: "Deal", kind: "select", nullable: true },
    { name: "amount", label: "Amount (USD)", kind: "number", step: "0.01" },
    { name: "rate", label: "Rate (%)", kind: "number", step: "0.01" },
    { name: "status", label: "Status", kind: "select", options: commissionStatuses },
    { name: "payoutDate", label: "Paid on", kind: "date", nullable: true },
    { name: "paymentReference", label: "Payment reference", kind: "text", nullable: true },
  ],
  referrals: [
    { name: "company", label: "Company", kind: "text" },
    { name: "contact", label: "Contact", kind: "text" },
    { name: "email", label: "Email", kind: "email" },
    { name: "expectedValue", label: "Expected value (USD)", kind: "number", step: "0.01" },
    { name: "status", label: "Status", kind: "select", options: referralStatuses },
    { name: "referredDate", label: "Referred on", kind: "date" },
  ],
  resources: [
    { name: "title", label: "Title", kind: "text" },
    { name: "description", label: "Description", kind: "textarea" },
    { name: "category", label: "Category", kind: "select", options: resourceCategories },
    { name: "type", label: "Type (for example PDF, Video)", kind: "text" },
    { name: "url", label: "Link", kind: "url", nullable: true },
  ],
  training: [
    { name: "title", label: "Course", kind: "text" },
    { name: "duration", label: "Duration (for example 2 hours)", kind: "text" },
    { name: "currentModule", label: "Current module", kind: "text", nullable: true },
    { name: "status", label: "Status", kind: "select", options: trainingStatuses },
    { name: "progress", label: "Progress (%)", kind: "number", step: "1" },
    { name: "completedDate", label: "Completed on", kind: "date", nullable: true },
    { name: "certificate", label: "Certified", kind: "checkbox" },
  ],
  notifications: [{ name: "message", label: "Message", kind: "textarea" }],
};

export const itemNouns: Record<Collection, string> = {
  deals: "deal",
  commissions: "commission",
  referrals: "referral",
  resources: "resource",
  training: "training course",
  notifications: "notification",
};

export type FormValues = Record<string, unknown>;

/** Empty values for a new item: the schema's defaults for selects, nothing elsewhere. */
export function emptyValues(collection: Collection): FormValues {
  const values: FormValues = {};
  for (const field of itemFields[collection]) {
    const value =
      field.kind === "select"
        ? (field.options?.[0] ?? "")
        : field.kind === "checkbox"
          ? false
          : field.kind === "number"
            ? field.name === "progress"
              ? 0
              : undefined
            : "";
    setPath(values, field.name, value);
  }
  return values;
}

/** Nested names ("decisionMaker.name") into nested objects, as react-hook-form and the schema expect. */
export function setPath(target: FormValues, path: string, value: unknown): void {
  const [head, ...rest] = path.split(".");
  if (!head) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = (target[head] ??= {}) as FormValues;
  setPath(child, rest.join("."), value);
}

export function getPath(source: FormValues, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as FormValues)[key] : undefined),
      source,
    );
}
