import { describe, expect, it } from "vitest";
import { dashboardTabs } from "@/content/portal";
import {
  dashboardRedirectFor,
  dashboardTabFrom,
  dashboardTabIds,
  dashboardTabOfPath,
  dashboardTabPath,
  dealPath,
} from "./portal-routes";

describe("dashboard tab addresses", () => {
  it("gives each tab its own path, the overview being the dashboard itself", () => {
    expect(dashboardTabPath("overview")).toBe("/partner-portal/dashboard");
    expect(dashboardTabPath("deals")).toBe("/partner-portal/dashboard/deals");
    expect(dashboardTabPath("settings")).toBe("/partner-portal/dashboard/settings");
  });

  it("reads the tab back from the path's segments", () => {
    for (const tab of dashboardTabIds) {
      const segments = dashboardTabPath(tab).split("/").slice(3);
      expect(dashboardTabFrom(segments)).toBe(tab);
    }
    expect(dashboardTabFrom(undefined)).toBe("overview");
  });

  it("knows no other tab, no deeper path and no second address for the overview", () => {
    expect(dashboardTabFrom(["payouts"])).toBeNull();
    expect(dashboardTabFrom(["deals", "x"])).toBeNull();
    expect(dashboardTabFrom(["overview"])).toBeNull();
    expect(dashboardTabFrom(["Deals"])).toBeNull();
  });

  it("opens a deal on the Deals tab's path", () => {
    expect(dealPath("d-1")).toBe("/partner-portal/dashboard/deals?deal=d-1");
    expect(new URL(dealPath("a b&c"), "https://x.test").searchParams.get("deal")).toBe("a b&c");
  });

  it("names the same tabs as the dashboard's sidebar", () => {
    expect([...dashboardTabIds]).toEqual(dashboardTabs.map((tab) => tab.id));
  });

  it("reads the tab of a whole address, and nothing outside the dashboard", () => {
    expect(dashboardTabOfPath("/partner-portal/dashboard")).toBe("overview");
    expect(dashboardTabOfPath("/partner-portal/dashboard/commissions")).toBe("commissions");
    expect(dashboardTabOfPath("/partner-portal/dashboard/nope")).toBeNull();
    expect(dashboardTabOfPath("/partner-portal/dashboardx")).toBeNull();
    expect(dashboardTabOfPath("/partner-portal/docs")).toBeNull();
  });

  it("sends the older addresses to the tab's own route", () => {
    expect(dashboardRedirectFor("overview", { tab: "deals" })).toBe("/partner-portal/dashboard/deals");
    expect(dashboardRedirectFor("overview", { tab: "deals", deal: "d-1" })).toBe(dealPath("d-1"));
    expect(dashboardRedirectFor("overview", { deal: "d-1" })).toBe(dealPath("d-1"));
    expect(dashboardRedirectFor("training", { deal: "d-1" })).toBe(dealPath("d-1"));
    expect(dashboardRedirectFor("deals", { deal: "d-1" })).toBeNull();
    expect(dashboardRedirectFor("overview", { tab: "overview" })).toBeNull();
    expect(dashboardRedirectFor("overview", { tab: "unknown" })).toBeNull();
    expect(dashboardRedirectFor("commissions", {})).toBeNull();
  });
});

describe("tabs by role", () => {
  it("hides Commissions from a member only", async () => {
    const { visibleDashboardTabs } = await import("./portal-routes");
    expect(visibleDashboardTabs("member")).not.toContain("commissions");
    for (const role of ["owner", "admin", "finance"] as const)
      expect(visibleDashboardTabs(role)).toEqual([...dashboardTabIds]);
  });
});
