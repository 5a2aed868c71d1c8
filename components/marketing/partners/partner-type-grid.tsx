import type { PartnerType } from "@/content/partners";

export function PartnerTypeGrid({ types }: { types: readonly PartnerType[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {types.map((type) => (
        <li
          key={type.id}
          data-partner-type={type.id}
          className="rounded-2xl border border-white/10 bg-ink-soft p-6"
        >
          <h3 className="text-lg font-semibold text-white">{type.name}</h3>
          <p className="mt-3 text-slate-300">{type.description}</p>
          <p className="mt-4 text-sm text-slate-300">
            <span className="font-semibold text-white">Ideal for: </span>
            {type.idealFor}
          </p>
        </li>
      ))}
    </ul>
  );
}
