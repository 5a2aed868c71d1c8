import type { IndustryCard } from "@/content/industries";

export function IndustryGrid({ industries }: { industries: readonly IndustryCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {industries.map((industry) => (
        <li
          key={industry.id}
          data-industry={industry.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-xl font-semibold text-ink">{industry.name}</h3>
            {industry.isNew && (
              <span className="shrink-0 rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
                New
              </span>
            )}
          </div>
          <p className="mt-3 text-slate-600">{industry.description}</p>
          <ul className="mt-5 grid gap-2 text-sm text-slate-700">
            {industry.capabilities.map((capability) => (
              <li key={capability} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
                {capability}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
