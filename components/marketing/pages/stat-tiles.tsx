interface StatTilesProps {
  stats: readonly { value: string; label: string }[];
  tone?: "light" | "dark";
}

/** Headline figures as a description list: the value shown above its label. */
export function StatTiles({ stats, tone = "light" }: StatTilesProps) {
  const dark = tone === "dark";
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col rounded-2xl p-5 ${dark ? "border border-white/10 bg-white/5" : "border border-slate-200 bg-white"}`}
        >
          <dt className={`text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>{stat.label}</dt>
          <dd className={`order-first text-3xl font-bold sm:text-4xl ${dark ? "text-white" : "text-ink"}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
