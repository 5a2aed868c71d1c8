"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useRef, type KeyboardEvent } from "react";
import type { DashboardTabId } from "@/content/portal";
import { dashboardTabOfPath, dashboardTabPath } from "@/lib/portal-routes";
import { panelId, tabId } from "./tab-ids";

/**
 * The sidebar: an ARIA tab list whose tabs are links to each tab's route (vertical from the
 * md breakpoint; on small screens the tabs wrap onto as many rows as they need). The tab
 * shown is the address's, so back and forward select the tab they return to. Arrow keys,
 * Home and End move between tabs and open them. `tabs` are the ones this user may open.
 */
export function DashboardTabs({ tabs }: { tabs: readonly { id: DashboardTabId; label: string }[] }) {
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const router = useRouter();
  const active = dashboardTabOfPath(usePathname()) ?? "overview";

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
    router.push(dashboardTabPath(tab.id));
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
            <Link
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              href={dashboardTabPath(tab.id)}
              id={tabId(tab.id)}
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => window.scrollTo(0, 0)}
              className={`flex min-h-11 items-center rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors sm:px-4 ${
                selected
                  ? "bg-brand text-white"
                  : "bg-white text-slate-700 ring-1 ring-slate-200 hover:text-ink md:bg-transparent md:ring-0 md:hover:bg-white"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
