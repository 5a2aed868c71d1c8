import type { Leader } from "@/content/about";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2);
}

export function LeadershipGrid({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {leaders.map((leader) => (
        <li
          key={leader.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-indigo-100 text-xl font-bold text-brand-dark"
          >
            {initials(leader.name)}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{leader.name}</h3>
          <p className="text-sm font-medium text-brand">{leader.role}</p>
          <p className="mt-3 flex-1 text-slate-600">{leader.bio}</p>
          <a
            href={leader.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
          >
            {leader.name} on {leader.profileLabel}
            <span className="sr-only"> (opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
