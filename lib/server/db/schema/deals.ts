import type { ColumnType, Generated, GeneratedAlways, Selectable } from "kysely";
import type { DealStage, DealStatus, ExtensionStatus } from "@/lib/validation/deal-options";
import type { MinorUnits } from "./minor-units";

export interface DealsTable {
  id: string;
  partner_id: string;
  customer_name: string;
  decision_maker_name: string | null;
  decision_maker_email: string | null;
  /** The deal's value (migration 0017). */
  deal_size_minor: MinorUnits;
  currency: Generated<string>;
  /** The market development activity that sourced it (migration 0035). */
  mdf_request_id: Generated<string | null>;
  status: DealStatus;
  stage: DealStage;
  protection_expires: string | null;
  created_at: string;
  updated_at: string;
  // Deal registration (migration 0006); null on demo and hand-entered rows.
  customer_website: string | null;
  /** Normalised domain of the website (no scheme, www., case or path). */
  customer_domain: string | null;
  /** The domain while the deal is pending or approved and protected; unique. */
  active_domain: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_title: string | null;
  expected_close_date: string | null;
  /** JSON list of product ids. */
  products_json: string | null;
  notes: string | null;
  review_reason: string | null;
  approved_at: string | null;
  extension_status: ExtensionStatus | null;
  extension_reason: string | null;
  extension_requested_at: string | null;
  /**
   * Company, decision maker and contact, lower-cased, one per line (migration 0007; computed).
   * Never null in fact (customer_name is not), but the column takes null as the database sees it.
   */
  search_text: GeneratedAlways<string | null>;
  /** The user who registered it and their name then (migration 0027); null on hand-entered rows. */
  registered_by: Generated<string | null>;
  registered_by_name: Generated<string | null>;
  /** The API key it was made with, if any (migration 0031); registered_by is the key's creator. */
  api_key_id: Generated<string | null>;
}

/** One change of a deal: its status, stage, fields or protection (migration 0006). */
/** A deal as a query reads it. */
export type DealRow = Selectable<DealsTable>;

export interface DealEventsTable {
  id: string;
  deal_id: string;
  actor_user_id: string | null;
  actor_role: "partner" | "admin" | "system";
  kind: "status" | "stage" | "edit" | "extension";
  from_value: string | null;
  to_value: string | null;
  reason: string | null;
  created_at: string;
}

/**
 * A won deal's value in the reporting currency on its win date (migration 0030): the rate in
 * force then and the converted value; both null when no rate was entered for the pair.
 */
export interface DealWinsTable {
  deal_id: string;
  won_on: string;
  reporting_currency: string;
  rate: string | null;
  rate_from: string | null;
  reporting_minor: ColumnType<number | string | null, number | null, number | null>;
}

/**
 * A deal's decision (approved or rejected from waiting) with its registration time (migration
 * 0037): written by the database with the decision's event, read by the analytics' review times.
 */
export interface DealDecisionsTable {
  event_id: string;
  deal_id: string;
  partner_id: string;
  registered_by: string | null;
  registered_at: string;
  decided_at: string;
}
