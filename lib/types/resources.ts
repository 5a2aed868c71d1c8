// A resource as the partner's Resources tab and the console's partner page read it.

export const resourceCategories = ["Sales", "Technical", "Marketing"] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

export interface Resource {
  id: string;
  title: string;
  description: string;
  downloadCount: number;
  lastUpdated: string;
  category: string;
  type: string;
  url: string | null;
  /** GET /api/partners/resources/{id}/download when the resource is a stored file. */
  downloadUrl: string | null;
}

/** The one address of a resource's file (training modules link to it too). */
export const resourceDownloadPath = (id: string) =>
  `/api/partners/resources/${encodeURIComponent(id)}/download`;
