"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { onboardingCopy, type DashboardTabId } from "@/content/portal";
import { portalApi } from "@/lib/client/auth";
import type { OnboardingChecklist as Checklist, OnboardingItemId } from "@/lib/validation/dashboard";
import { Panel } from "./dashboard-ui";
import { TabButton } from "./tab-button";

// Where each step is done: the tab that opens (the Deals tab with its New Deal form).
const itemTabs: Record<OnboardingItemId, { tab: DashboardTabId; open?: Record<string, string> }> = {
  profile: { tab: "settings" },
  twoFactor: { tab: "settings" },
  firstDeal: { tab: "deals", open: { new: "deal" } },
  certification: { tab: "training" },
};

/**
 * A new partner's first steps on the Overview, each ticked from the partner's data. It goes
 * once every step is done, or for good when the user dismisses it.
 */
export function OnboardingChecklist({ initial }: { initial: Checklist }) {
  const [checklist, setChecklist] = useState<Checklist>(initial);
  const [dismissing, setDismissing] = useState(false);

  if (checklist.dismissed || checklist.items.every((item) => item.done)) return null;

  async function dismiss() {
    setDismissing(true);
    const result = await portalApi.dismissOnboarding();
    setDismissing(false);
    if (!result.ok) return void toast.error(result.message);
    setChecklist((current) => ({ ...current, dismissed: true }));
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
                <TabButton variant="secondary" tab={itemTabs[item.id].tab} open={itemTabs[item.id].open}>
                  {copy.action}
                </TabButton>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
