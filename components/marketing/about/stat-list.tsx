import type { AboutStat } from "@/content/about";

/** The hero's figures, as a description list (value under its label for screen readers too). */
export function StatList({ stats }: { stats: readonly AboutStat[] }) {
  return (
    <dl className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-5">
          <dt className="text-sm text-slate-300">{stat.label}</dt>
          <dd className="order-first text-3xl font-bold text-white sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
