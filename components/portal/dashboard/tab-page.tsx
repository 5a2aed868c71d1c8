import type { ReactNode } from "react";
import { dashboardTabs, type DashboardTabId } from "@/content/portal";
import { PageLoadError } from "./page-load-error";
import { TabFade } from "./tab-fade";
import { panelId, tabId } from "./tab-ids";

/**
 * A dashboard route's content: its heading and the tab panel the tab bar's tab controls.
 * With `failure` (its data could not be read) the panel says so and offers Retry instead of
 * empty figures that would read as lost data.
 */
export function TabPage({
  tab,
  failure,
  children,
}: {
  tab: DashboardTabId;
  failure?: string | null;
  children?: ReactNode;
}) {
  const label = dashboardTabs.find((entry) => entry.id === tab)!.label;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-ink">{label}</h1>
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="outline-none"
      >
        <TabFade key={tab}>{failure ? <PageLoadError message={failure} /> : children}</TabFade>
      </div>
    </>
  );
}
