"use client";

import { useEffect, useRef, type RefObject } from "react";
import { WHEEL_CAPTURE_MIN_DELTA, WHEEL_STEP_LOCK_MS, WHEEL_STEP_UNITS } from "@/content/home";

/**
 * A section "fills the viewport" when it covers it from top to bottom, give or take the
 * fixed navigation bar plus the page's scroll padding (5rem), which is where the navigation
 * bar's scroll links leave it. The tolerance applies at both edges, so a section exactly
 * one screen high stays captured after a small, uncaptured scroll.
 */
const EDGE_TOLERANCE_PX = 96;
const LINE_HEIGHT_PX = 16;

interface WheelStepsOptions {
  sectionRef: RefObject<HTMLElement | null>;
  active: number;
  count: number;
  advance: () => void;
  onWheel: () => void;
}

/**
 * Wheel capture of the explorers: while the section fills the viewport, a downward wheel
 * movement of more than 30 units is kept from scrolling the page and accumulated; every
 * 100 units advance one tab, with an 800 ms lock between steps. On the last tab, or
 * scrolling up, the page scrolls normally.
 */
export function useWheelSteps({ sectionRef, active, count, advance, onWheel }: WheelStepsOptions): void {
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let accumulated = 0;
    let lockedUntil = 0;

    const handle = (event: WheelEvent) => {
      onWheel();
      const delta =
        event.deltaMode === 1
          ? event.deltaY * LINE_HEIGHT_PX
          : event.deltaMode === 2
            ? event.deltaY * window.innerHeight
            : event.deltaY;
      const rect = section.getBoundingClientRect();
      const fills = rect.top <= EDGE_TOLERANCE_PX && rect.bottom >= window.innerHeight - EDGE_TOLERANCE_PX;
      if (!fills || delta <= 0 || activeRef.current >= count - 1) {
        accumulated = 0;
        return;
      }
      if (delta <= WHEEL_CAPTURE_MIN_DELTA) return;
      event.preventDefault();
      const now = performance.now();
      if (now < lockedUntil) return;
      accumulated += delta;
      if (accumulated < WHEEL_STEP_UNITS) return;
      accumulated = 0;
      lockedUntil = now + WHEEL_STEP_LOCK_MS;
      activeRef.current = Math.min(activeRef.current + 1, count - 1);
      advance();
    };

    // Not passive: blocking the page's scroll is the point.
    section.addEventListener("wheel", handle, { passive: false });
    return () => section.removeEventListener("wheel", handle);
  }, [sectionRef, count, advance, onWheel]);
}
