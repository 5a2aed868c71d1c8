"use client";

import { LazyMotion, MotionConfig, useReducedMotion } from "framer-motion";
import type { ReactNode } from "react";
import { loadMotionFeatures } from "./load-motion-features";
import { MOTION_DURATION_MS } from "./timing";

/** One duration and easing for every transition of the site. */
const motionTransition = { duration: MOTION_DURATION_MS / 1000, ease: "easeOut" } as const;

/**
 * What every animated component needs above it: LazyMotion (strict: only the small `m`
 * components, never `motion.*`) and one MotionConfig. With reduced motion asked for, every
 * animation is skipped, opacity and height included (`reducedMotion: "user"` alone would
 * keep those), so things appear and go at once.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion() ?? false;
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user" skipAnimations={reduce} transition={motionTransition}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
