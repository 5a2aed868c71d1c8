"use client";

import { useCallback, useEffect, useState, type RefObject } from "react";
import { TAB_ROTATION_MS } from "@/content/home";

interface ExplorerTabsOptions {
  sectionRef: RefObject<HTMLElement | null>;
  keys: readonly string[];
  /** The window event that selects a tab by key: setActiveRole or setActiveTask. */
  selectEvent: string;
}

export interface ExplorerTabs {
  active: number;
  /** Whether the rotation is ticking now (not stopped, and the section is in view). */
  rotating: boolean;
  /** Selects a tab on the visitor's behalf; rotation stops for good. */
  select: (index: number) => void;
  /** Stops the rotation (hover, touch, wheel, focus). */
  stopRotation: () => void;
  /** Moves one tab on, never past the last (the wheel capture's step). */
  advance: () => void;
}

/**
 * The role and task explorers' state: the active tab
 * rotates every 1.5 s until the visitor interacts or a page event selects a tab.
 */
export function useExplorerTabs({ sectionRef, keys, selectEvent }: ExplorerTabsOptions): ExplorerTabs {
  const [active, setActive] = useState(0);
  const [rotating, setRotating] = useState(true);
  const [inView, setInView] = useState(false);
  const count = keys.length;

  const stopRotation = useCallback(() => setRotating(false), []);
  const select = useCallback(
    (index: number) => {
      setRotating(false);
      setActive(Math.min(Math.max(index, 0), count - 1));
    },
    [count],
  );
  const advance = useCallback(() => setActive((index) => Math.min(index + 1, count - 1)), [count]);

  // Rotation only ticks while the section is on screen: nobody sees the tabs change
  // elsewhere, and the visitor who arrives starts from the first tab.
  useEffect(() => {
    if (!rotating || !inView) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), TAB_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, inView, count]);

  // "Reset to the first tab when the section re-enters view from above": the reset is made
  // as the section leaves the view downwards (the visitor went back above it), so it is in
  // place before it reappears, and a tab selected by the navigation bar's event while the
  // section is still scrolling in is never undone.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setInView(entry.isIntersecting);
      if (!entry.isIntersecting && entry.boundingClientRect.top > 0) setActive(0);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionRef]);

  useEffect(() => {
    const onSelect = (event: Event) => {
      const index = keys.indexOf(String((event as CustomEvent<unknown>).detail));
      if (index >= 0) select(index);
    };
    window.addEventListener(selectEvent, onSelect);
    return () => window.removeEventListener(selectEvent, onSelect);
  }, [keys, selectEvent, select]);

  return { active, rotating: rotating && inView, select, stopRotation, advance };
}
