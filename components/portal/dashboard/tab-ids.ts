import type { DashboardTabId } from "@/content/portal";

// The tab bar's tabs and the panel they control: the tab bar renders in the browser, each
// route's panel on the server, and both name the same ids.
export const tabId = (id: DashboardTabId) => `tab-${id}`;
export const panelId = (id: DashboardTabId) => `panel-${id}`;
