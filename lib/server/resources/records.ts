import "server-only";
import type { Selectable } from "kysely";
import type { ResourcesTable } from "@/lib/server/db/schema/resources";
import { resourceDownloadPath } from "@/lib/validation/resource-rules";
import type { Resource } from "@/lib/validation/resources";

// A resource row to the shapes the portal and the console read.

export type ResourceRow = Selectable<ResourcesTable>;

export function toResourceDto(row: Selectable<ResourcesTable>): Resource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    downloadCount: Number(row.download_count),
    lastUpdated: row.last_updated,
    category: row.category,
    type: row.type,
    url: row.url,
    // A stored file is served to signed-in partners only, through this one address.
    downloadUrl: row.file_key ? resourceDownloadPath(row.id) : null,
  };
}

/** The console's shape: the partner's, plus the stored file's name and size. */
export function toResourceFileDto(row: ResourceRow) {
  return Object.assign(toResourceDto(row), {
    fileName: row.file_name,
    size: row.size_bytes === null ? null : Number(row.size_bytes),
  });
}
