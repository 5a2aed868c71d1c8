import type { ColumnType, Generated } from "kysely";
import type { CommissionStatus } from "@/lib/validation/commission-options";
import type { MinorUnits } from "./minor-units";

export interface PayoutRequestsTable {
  id: string;
  partner_id: string;
  /** The sum of the commissions it names (migration 0017). */
  amount_minor: MinorUnits;
  currency: Generated<string>;
  status: "requested" | "paid";
  payment_reference: string | null;
  /** ISO date the payment was made. */
  paid_on: string | null;
  requested_by: string | null;
  /** The requesting user's name then (migration 0027). */
  requested_by_name: Generated<string | null>;
  paid_by: string | null;
  created_at: string;
  updated_at: string;
  /** The payout run paying it (migration 0028). */
  run_id: Generated<string | null>;
  /** The payout method it was requested to. */
  method_id: Generated<string | null>;
  /** JSON: each source currency's total, the rate used and the converted amount (lib/validation/payouts.ts). */
  conversions: Generated<string | null>;
  /** The part of the total that reimburses market development, in its currency (migration 0035). */
  reimbursement_minor: ColumnType<number | string, number | undefined, number>;
}

export interface CommissionsTable {
  id: string;
  partner_id: string;
  deal_id: string | null;
  /** Migration 0017; negative on a reversing line. */
  amount_minor: MinorUnits;
  currency: Generated<string>;
  /** Percent of the deal's value. */
  rate: number;
  status: CommissionStatus;
  payout_date: string | null;
  payment_reference: string | null;
  created_at: string;
  updated_at: string;
  /** The won deal that earned it; unique (migration 0006). */
  won_deal_id: string | null;
  /** The payout request that covers it. */
  payout_request_id: string | null;
  /** On a reversing line: the commission it reverses; unique (migration 0017). */
  reverses_id: Generated<string | null>;
  /** The tier whose rate it earned; null: the partner's own rate (migration 0020). */
  tier: Generated<string | null>;
  /** "commission", or "mdf_reimbursement" for an approved market development claim (migration 0035). */
  kind: Generated<string>;
  /** The market development claim a reimbursement line pays; unique. */
  mdf_claim_id: Generated<string | null>;
}

/** One change of a commission's status, with who made it and when (migration 0017). */
export interface CommissionEventsTable {
  id: string;
  commission_id: string;
  from_status: CommissionStatus | null;
  to_status: CommissionStatus;
  actor_user_id: string | null;
  actor_role: "partner" | "admin" | "system";
  payout_request_id: string | null;
  created_at: string;
}
