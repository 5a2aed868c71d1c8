"use client";

import { useEffect, useState } from "react";

/**
 * Whole seconds left until `endsAt` (epoch ms), ticking once a second, never more than
 * `totalSeconds` (the clock reading is refreshed by the first tick); 0 when none.
 */
export function useCountdown(endsAt: number | null, totalSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return endsAt ? Math.min(totalSeconds, Math.max(0, Math.ceil((endsAt - now) / 1000))) : 0;
}

/** 300 → "5:00", 59 → "0:59". */
export const formatMinutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
