"use client";

import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { DashboardTabId } from "@/content/portal";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import type { Commission, CommissionSummary } from "@/lib/types/commissions";
import type { DashboardSummary, PartnerProfile } from "@/lib/types/dashboard";
import type { Deal } from "@/lib/types/deals";
import type { Referral } from "@/lib/types/referrals";
import type { Resource } from "@/lib/types/resources";
import type { TrainingCourse } from "@/lib/types/training";

export interface DashboardData {
  overview?: DashboardSummary;
  deals?: Deal[];
  commissions?: { items: Commission[]; summary?: CommissionSummary };
  referrals?: Referral[];
  resources?: Resource[];
  training?: { courses: TrainingCourse[]; tier: string };
  settings?: PartnerProfile;
}

// Each tab's call (GET /api/partners/{name}), how its answer is read, and its failure toast.
const loaders: {
  [Tab in DashboardTabId]: {
    path: string;
    failure: string;
    read: (body: Record<string, unknown>) => DashboardData[Tab];
  };
} = {
  overview: {
    path: "dashboard",
    failure: errorCatalogue.dashboard.dashboard,
    read: (b) => b as unknown as DashboardSummary,
  },
  deals: { path: "deals", failure: errorCatalogue.dashboard.deals, read: (b) => (b.deals ?? []) as Deal[] },
  commissions: {
    path: "commissions",
    failure: errorCatalogue.dashboard.commissions,
    read: (b) => ({
      items: (b.commissions ?? []) as Commission[],
      summary: b.summary as CommissionSummary | undefined,
    }),
  },
  referrals: {
    path: "referrals",
    failure: errorCatalogue.dashboard.referrals,
    read: (b) => (b.referrals ?? []) as Referral[],
  },
  resources: {
    path: "resources",
    failure: errorCatalogue.dashboard.resources,
    read: (b) => (b.resources ?? []) as Resource[],
  },
  training: {
    path: "training",
    failure: errorCatalogue.dashboard.training,
    read: (b) => ({
      courses: (b.training ?? []) as TrainingCourse[],
      tier: typeof b.tier === "string" ? b.tier : "",
    }),
  },
  settings: {
    path: "profile",
    failure: errorCatalogue.dashboard.profile,
    read: (b) => b as unknown as PartnerProfile,
  },
};

/**
 * Loads a tab's data each time the tab is opened. A failure shows the tab's toast and marks
 * the tab failed (its message in `failures`) until a load of it succeeds, so the tab shows an
 * error with Retry rather than empty figures that would read as lost data.
 */
export function useDashboardData() {
  const [data, setData] = useState<DashboardData>({});
  const [failures, setFailures] = useState<Partial<Record<DashboardTabId, string>>>({});
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const load = useCallback(async (tab: DashboardTabId) => {
    const request = ++latest.current;
    setLoading(true);
    const loader = loaders[tab];
    const result = await portalApi.partnerData<Record<string, unknown>>(loader.path);
    if (result.ok) {
      setData((current) => ({ ...current, [tab]: loader.read(result.data) }));
      setFailures((current) => ({ ...current, [tab]: undefined }));
    } else if (result.status !== 401) {
      // A 401 is already signing the visitor out; no toast or error state for it.
      toast.error(loader.failure);
      setFailures((current) => ({ ...current, [tab]: loader.failure }));
    }
    if (request === latest.current) setLoading(false);
  }, []);

  return { data, failures, loading, load };
}
