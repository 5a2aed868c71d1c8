import Link from "next/link";

// Tabs that are links (each tab is its own URL and server render), marked with aria-current.
export function TabLinks({
  label,
  tabs,
}: {
  label: string;
  tabs: { href: string; label: string; count?: number; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mb-4 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${tab.current ? "border-brand text-brand-dark" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"}`}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-800">{tab.count}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
