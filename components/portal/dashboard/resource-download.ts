import type { Resource } from "@/lib/validation/resources";
import { isHttpUrl } from "@/lib/validation/text-rules";

/** What a resource card's Download control opens, or null when there is nothing to download. */
export type DownloadTarget = { kind: "file"; href: string } | { kind: "link"; href: string };

// A stored file downloads through the partner API; a web address opens in a new tab. Any
// other address (none, a relative path, javascript:) gets no Download control at all, so a
// card never claims a download that did not happen.
export function downloadTargetOf(resource: Pick<Resource, "downloadUrl" | "url">): DownloadTarget | null {
  if (resource.downloadUrl) return { kind: "file", href: resource.downloadUrl };
  const url = resource.url?.trim();
  if (url && isHttpUrl(url)) return { kind: "link", href: url };
  return null;
}
