import { mapsSearchUrl, type Office } from "@/content/about";

export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {offices.map((office) => (
        <li key={office.city} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{office.label}</p>
          <h3 className="mt-1 text-xl font-semibold text-ink">{office.city}</h3>
          <address className="mt-3 not-italic text-slate-600">{office.address}</address>
          <a
            href={mapsSearchUrl(office.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
          >
            View {office.city} office on map
            <span className="sr-only"> (opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
