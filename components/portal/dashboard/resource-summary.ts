import { resourceCategories } from "@/lib/validation/resource-rules";
import type { Resource } from "@/lib/validation/resources";

// The Resources tab's summary cards: each category's count, and what its items are, counted
// by their own type ("1 video, 1 document"), never one unit assumed for the whole category.

const plural = (type: string, count: number) => {
  // "PDF" stays capitalised; "Video" reads "video" inside a sentence.
  const word = type === type.toUpperCase() ? type : type.toLowerCase();
  return count === 1 ? word : `${word}s`;
};

export interface CategorySummary {
  category: string;
  /** "2 items", "1 item", "No items". */
  count: string;
  /** "1 video, 1 document"; empty when the category has none. */
  types: string;
}

export function summarizeResources(resources: readonly Resource[]): CategorySummary[] {
  return resourceCategories.map((category) => {
    const items = resources.filter((resource) => resource.category === category);
    const byType = new Map<string, number>();
    for (const item of items) {
      const type = item.type.trim() || "File";
      byType.set(type, (byType.get(type) ?? 0) + 1);
    }
    return {
      category,
      count: items.length === 0 ? "No items" : `${items.length} ${items.length === 1 ? "item" : "items"}`,
      // Most first, then by name: the same words whatever order the list arrives in.
      types: [...byType]
        .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
        .map(([type, count]) => `${count} ${plural(type, count)}`)
        .join(", "),
    };
  });
}
