import type { ScrollGroup } from "@/content/navigation";

interface PlatformMenuProps {
  groups: readonly ScrollGroup[];
  onSelect: (group: ScrollGroup, id: string, label: string) => void;
  /** The mobile menu's flat variant. */
  compact?: boolean;
}

export function PlatformMenu({ groups, onSelect, compact = false }: PlatformMenuProps) {
  return (
    <div
      className={
        compact
          ? "grid gap-4 border-t border-white/10 pt-3"
          : "grid gap-6 rounded-xl border border-white/10 bg-ink-soft p-6 shadow-2xl sm:grid-cols-2"
      }
    >
      {groups.map((group) => (
        <div key={group.title}>
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-accent">{group.title}</p>
          <ul className="grid gap-1">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  data-section-id={entry.id}
                  onClick={() => onSelect(group, entry.id, entry.label)}
                  className="w-full rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/10 hover:text-white"
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
