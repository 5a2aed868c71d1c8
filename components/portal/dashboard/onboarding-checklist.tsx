"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/portal/ui/button";
import { onboardingCopy, type DashboardTabId } from "@/content/portal";
import { portalApi } from "@/lib/client/auth";
import type { OnboardingChecklist as Checklist, OnboardingItemId } from "@/lib/types/dashboard";
import { Panel } from "./dashboard-ui";

// Where each step is done: the tab that opens (the Deals tab with its New Deal form).
const itemTabs: Record<OnboardingItemId, DashboardTabId> = {
  profile: "settings",
  twoFactor: "settings",
  firstDeal: "deals",
  certification: "training",
};

/**
 * A new partner's first steps on the Overview, each ticked from the partner's data. It goes
 * once every step is done, or for good when the user dismisses it.
 */
export function OnboardingChecklist({ onOpenTab }: { onOpenTab: (tab: DashboardTabId) => void }) {
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [dismissing, setDismissing] = useState(false);

  useEffect(() => {
    let live = true;
    void portalApi.partnerData<{ onboarding: Checklist }>("onboarding").then((result) => {
      // No checklist when it cannot be read: the Overview is whole without it.
      if (live && result.ok) setChecklist(result.data.onboarding);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!checklist || checklist.dismissed || checklist.items.every((item) => item.done)) return null;

  async function dismiss() {
    setDismissing(true);
    const result = await portalApi.dismissOnboarding();
    setDismissing(false);
    if (!result.ok) return void toast.error(result.message);
    setChecklist((current) => current && { ...current, dismissed: true });
  }

  const done = checklist.items.filter((item) => item.done).length;
  return (
    <Panel
      title={onboardingCopy.title}
      actions={
        <Button variant="ghost" busy={dismissing} onClick={() => void dismiss()}>
          {onboardingCopy.dismiss}
        </Button>
      }
    >
      <p className="text-sm text-slate-600" data-testid="onboarding-progress">
        {onboardingCopy.progress(done, checklist.items.length)}
      </p>
      <ul className="mt-4 divide-y divide-slate-200" aria-label={onboardingCopy.title}>
        {checklist.items.map((item) => {
          const copy = onboardingCopy.items[item.id];
          return (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid={`onboarding-${item.id}`}
            >
              <p className={`flex items-center gap-3 ${item.done ? "text-slate-600" : "text-slate-900"}`}>
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    item.done ? "bg-green-700 text-white" : "ring-2 ring-slate-300"
                  }`}
                >
                  {item.done ? "✓" : ""}
                </span>
                <span className={item.done ? "line-through" : "font-medium"}>{copy.label}</span>
                <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
              </p>
              {item.done ? null : (
                <Button variant="secondary" onClick={() => onOpenTab(itemTabs[item.id])}>
                  {copy.action}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
