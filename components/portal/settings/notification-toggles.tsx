"use client";

import { m } from "framer-motion";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { accountApi, type Preferences } from "@/lib/client/account";

const notificationSettings = [
  { key: "deal_updates", label: "Deal updates" },
  { key: "commission_payments", label: "Commission payments" },
  { key: "training_reminders", label: "Training reminders" },
  { key: "partner_announcements", label: "Partner announcements" },
] as const;

const allOn: Preferences = {
  deal_updates: true,
  commission_payments: true,
  training_reminders: true,
  partner_announcements: true,
};

/** The four switches, loaded from and saved to the server at each flip (reverted if the save fails). */
export function NotificationToggles() {
  const [toggles, setToggles] = useState<Preferences>(allOn);
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void accountApi.preferences().then((result) => {
      if (!live) return;
      if (result.ok) setToggles(result.data.preferences);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  async function flip(key: keyof Preferences) {
    const before = toggles;
    const next = { ...toggles, [key]: !toggles[key] };
    setToggles(next);
    setSaving(true);
    const result = await accountApi.savePreferences(next);
    setSaving(false);
    if (result.ok) {
      setToggles(result.data.preferences);
      toast.success(result.data.message ?? "Notification preferences saved.");
    } else {
      setToggles(before);
      toast.error(result.message);
    }
  }

  return (
    <ul className="space-y-3" aria-busy={!loaded || saving}>
      {notificationSettings.map((setting) => {
        const on = toggles[setting.key];
        return (
          <li key={setting.key} className="flex items-center justify-between gap-3">
            <span id={`toggle-${setting.key}`} className="text-slate-800">
              {setting.label}
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={`toggle-${setting.key}`}
              disabled={!loaded || saving}
              onClick={() => void flip(setting.key)}
              className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-wait ${on ? "bg-brand" : "bg-slate-500"}`}
            >
              <m.span
                aria-hidden="true"
                className="inline-block h-5 w-5 rounded-full bg-white shadow"
                initial={false}
                animate={{ x: on ? 24 : 4 }}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
