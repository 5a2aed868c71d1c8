"use client";

import { useEffect, useState } from "react";

// What the server rendered shows at once: fading it in would hide the first view until the
// scripts ran, and hold back the page's largest paint by as long. Content that arrives
// after the page is running (the next tab, cards a filter brings in) fades in with
// `animate-appear` (a CSS animation, tailwind.config.ts: no script runs per frame), unless
// the visitor asks for reduced motion.
let pageRunning = false;

/** The class that fades an element in, or none for what the server's first view held. */
export function useAppearClass(): string {
  const [className] = useState(() => (pageRunning ? "motion-safe:animate-appear" : ""));
  useEffect(() => {
    pageRunning = true;
  }, []);
  return className;
}
