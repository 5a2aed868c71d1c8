import type { ResourceDto } from "@/lib/validation/partner-data";

/** What a resource card's Download control opens, or null when there is nothing to download. */
export type DownloadTarget = { kind: "file"; href: string } | { kind: "link"; href: string };

// A stored file downloads through the partner API; a web address opens in a new tab. Any
// other address (none, a relative path, javascript:) gets no Download control at all, so a
// card never claims a download that did not happen.
export function downloadTargetOf(resource: Pick<ResourceDto, "downloadUrl" | "url">): DownloadTarget | null {
  if (resource.downloadUrl) return { kind: "file", href: resource.downloadUrl };
  const url = resource.url?.trim();
  if (url && /^https?:\/\/[^\s/]+/i.test(url)) return { kind: "link", href: url };
  return null;
}
