import type { Generated } from "kysely";

export interface ResourcesTable {
  id: string;
  /** null: shared with every partner. */
  partner_id: string | null;
  title: string;
  description: string;
  category: string;
  type: string;
  url: string | null;
  download_count: Generated<number>;
  last_updated: string;
  created_at: string;
  /** Migration 0012: the stored file (key in the store), its name, type and size; null for a link-only resource. */
  file_key: string | null;
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
}

/** Migration 0012: one row per resource, partner and UTC day a download was counted. */
export interface ResourceDownloadsTable {
  resource_id: string;
  partner_id: string;
  day: string;
  created_at: string;
}
