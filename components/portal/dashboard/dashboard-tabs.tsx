"use client";

import { useRef, type KeyboardEvent } from "react";
import { dashboardTabs, type DashboardTabId } from "@/content/portal";

export const tabId = (id: DashboardTabId) => `tab-${id}`;
export const panelId = (id: DashboardTabId) => `panel-${id}`;

/**
 * The sidebar: an ARIA tab list (vertical from the md breakpoint; on small screens the tabs
 * wrap onto as many rows as they need, so all seven show at a glance). Arrow keys, Home and
 * End move between tabs and open them.
 */
export function DashboardTabs({
  active,
  onSelect,
  visible,
}: {
  active: DashboardTabId;
  onSelect: (id: DashboardTabId) => void;
  /** The tabs the user's role sees (default: all). */
  visible?: readonly DashboardTabId[];
}) {
  const tabs = visible ? dashboardTabs.filter((tab) => visible.includes(tab.id)) : dashboardTabs;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <nav aria-label="Dashboard sections" className="min-w-0 md:sticky md:top-20 md:self-start">
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label="Dashboard"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 md:flex-col"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-11 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors sm:px-4 ${
                selected
                  ? "bg-brand text-white"
                  : "bg-white text-slate-700 ring-1 ring-slate-200 hover:text-ink md:bg-transparent md:ring-0 md:hover:bg-white"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
