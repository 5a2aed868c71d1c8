// The shape shared by the role and task explorers on the home page (marketing spec,
// section 3: "Role record (key, title, subtitle, image, tags, features)"; tasks have the same shape).

export interface ExplorerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ExplorerItem<Key extends string = string> {
  /** The identifier the navigation bar sends with setActiveRole / setActiveTask. */
  key: Key;
  /** The tab's label. */
  tab: string;
  title: string;
  subtitle: string;
  image: ExplorerImage;
  tags: readonly string[];
  features: readonly string[];
}

/** Every generated explorer image is drawn on this canvas (scripts/media/generate-media.ts). */
export const EXPLORER_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Public path of an explorer image; the media script writes the same file names. */
export function explorerImagePath(group: "roles" | "tasks", key: string): string {
  return `/media/${group}/${slugify(key)}.svg`;
}

export function slugify(key: string): string {
  return key
    .toLowerCase()
    .replace(/&/g, "-and-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
