import type { ColumnType } from "kysely";
import type { MdfActivityType, MdfClaimStatus, MdfRequestStatus } from "@/lib/validation/mdf";
import type { MinorUnits } from "./minor-units";

// Market development funds (migration 0035, lib/server/mdf).

type NullableMinor = ColumnType<number | string | null, number | null | undefined, number | null>;

/** The team's own allocation of a partner's quarter ("override") or a one-off "top_up". */
export interface MdfAllocationsTable {
  id: string;
  partner_id: string;
  /** "2026-Q4" */
  quarter: string;
  kind: "override" | "top_up";
  amount_minor: MinorUnits;
  currency: string;
  reason: string;
  created_by: string | null;
  created_at: string;
}

export interface MdfRequestsTable {
  id: string;
  partner_id: string;
  /** The quarter whose budget it draws on: the quarter it was requested in. */
  quarter: string;
  activity_type: MdfActivityType;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  expected_leads: number | null;
  expected_attendees: number | null;
  expected_pipeline_minor: NullableMinor;
  amount_minor: MinorUnits;
  approved_minor: NullableMinor;
  currency: string;
  status: MdfRequestStatus;
  decision_reason: string | null;
  plan_file_name: string | null;
  plan_stored_name: string | null;
  /** The plan file's size in bytes (migration 0038). */
  plan_size: NullableMinor;
  /** Last day (YYYY-MM-DD) a claim may come: the activity's end plus MDF_CLAIM_WINDOW_DAYS. */
  claim_deadline: string | null;
  reminded_at: string | null;
  requested_by: string | null;
  requested_by_name: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MdfClaimsTable {
  id: string;
  request_id: string;
  partner_id: string;
  actual_spend_minor: MinorUnits;
  amount_minor: MinorUnits;
  approved_minor: NullableMinor;
  currency: string;
  results: string;
  status: MdfClaimStatus;
  decision_reason: string | null;
  submitted_by: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MdfClaimFilesTable {
  id: string;
  claim_id: string;
  original_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  created_at: string;
}
