import type { TitledText } from "@/content/about";

interface CardGridProps {
  items: readonly TitledText[];
  columns: 2 | 3 | 5;
  tone?: "light" | "dark";
}

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  5: "sm:grid-cols-2 lg:grid-cols-5",
} as const;

/** A grid of titled text cards: mission and vision, values, security items, differentiators. */
export function CardGrid({ items, columns, tone = "light" }: CardGridProps) {
  const dark = tone === "dark";
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={`rounded-2xl p-6 ${dark ? "border border-white/10 bg-ink-soft" : "border border-slate-200 bg-white shadow-sm"}`}
        >
          <h3 className={`text-lg font-semibold ${dark ? "text-white" : "text-ink"}`}>{item.title}</h3>
          <p className={`mt-3 ${dark ? "text-slate-300" : "text-slate-600"}`}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
