import type { RegisteredBy } from "./members";
import { dealStageOptions } from "@/content/deals";

// A deal as every answer carries it: the partner's list, one deal, the console's queue and
// its data editor. The server builds it (lib/server/deals/records.ts); the browser reads it.
// Registration fields are null on deals entered before registration existed.

/** Every status a deal can hold (its label: content/portal-labels.ts). */
export const dealStatuses = [
  "pending",
  "in_review",
  "approved",
  "closed_won",
  "closed_lost",
  "rejected",
  "withdrawn",
] as const;
export type DealStatus = (typeof dealStatuses)[number];

/** The stages the programme team moves a deal through, in order (win probability: content/deals.ts). */
export const dealStages = dealStageOptions.map((stage) => stage.id) as [DealStage, ...DealStage[]];
export type DealStage = (typeof dealStageOptions)[number]["id"];

export const extensionStatuses = ["requested", "granted", "refused"] as const;
export type ExtensionStatus = (typeof extensionStatuses)[number];

export interface Deal {
  /** The deal's id under the name the dashboard has always read; `id` carries the same value. */
  _id: string;
  id: string;
  customerName: string;
  /** Major units of `currency` (the ledger keeps minor units). */
  dealSize: number;
  /** ISO 4217 code. */
  currency: string;
  status: string;
  stage: string;
  createdAt: string;
  updatedAt: string;
  protectionExpires: string | null;
  decisionMaker: { name: string | null; email: string | null };
  customerWebsite: string | null;
  customerDomain: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactTitle: string | null;
  expectedCloseDate: string | null;
  products: string[];
  notes: string;
  /** The stage's win probability, percent. */
  probability: number;
  reviewReason: string | null;
  approvedAt: string | null;
  extension: { status: ExtensionStatus | null; reason: string | null; requestedAt: string | null };
  /**
   * When the partner may start asking for an extension (the server's window before
   * protection ends), or null when this deal cannot get one (not approved, not protected,
   * or an extension already asked for).
   */
  extensionRequestableFrom: string | null;
  /** The colleague who registered it (null: before teams, or entered by the programme team). */
  registeredBy: RegisteredBy | null;
}

/** One change in a deal's history; `by` is "Programme team", "Partner" or "System". */
export interface DealHistoryEntry {
  kind: "status" | "stage" | "edit" | "extension";
  from: string | null;
  to: string | null;
  reason: string | null;
  by: string;
  at: string;
}

/**
 * A deal's commission in its details: the ledger's line once the deal is won (`status` from
 * lib/types/commissions.ts), or, with `status` null, what winning it would earn at the
 * partner's rate. `amount` in major units of `currency`; `rate` in percent.
 */
export interface DealCommission {
  amount: number;
  currency: string;
  rate: number;
  status: string | null;
}

/**
 * GET /api/partners/deals/{id}: the deal with its history, oldest first, and its commission
 * (null when the deal was rejected, withdrawn or lost before earning one; absent for a role
 * that cannot see commissions, as everywhere else they appear).
 */
export type DealWithHistory = Deal & { history: DealHistoryEntry[]; commission?: DealCommission | null };
