"use client";

import { useEffect, type RefObject } from "react";
import { VIDEO_PIN_DISTANCE_PX, VIDEO_PIN_SCRUB } from "@/content/home";

interface PinnedAnimationOptions {
  sectionRef: RefObject<HTMLElement | null>;
  headlineRef: RefObject<HTMLElement | null>;
  boxRef: RefObject<HTMLElement | null>;
  enabled: boolean;
  onComplete: () => void;
}

/**
 * Pins the video section for 400 px of scroll while the headline tilts back, grows and
 * fades and the video box grows to full screen. GSAP and ScrollTrigger are imported here,
 * inside the effect, so they stay out of every first paint and every other route.
 * The start state comes from the CSS, so the server's markup already shows it.
 */
export function usePinnedAnimation({ sectionRef, headlineRef, boxRef, enabled, onComplete }: PinnedAnimationOptions): void {
  useEffect(() => {
    // Checked here as well as by the caller: during hydration the caller still sees the
    // server's "no preference", and GSAP must not even be downloaded under reduced motion.
    if (!enabled || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let revert: (() => void) | undefined;

    void (async () => {
      const [{ gsap }, { ScrollTrigger }] = await Promise.all([import("gsap"), import("gsap/ScrollTrigger")]);
      const section = sectionRef.current;
      const headline = headlineRef.current;
      const box = boxRef.current;
      if (cancelled || !section || !headline || !box) return;
      gsap.registerPlugin(ScrollTrigger);
      const context = gsap.context(() => {
        gsap
          .timeline({
            defaults: { ease: "none" },
            scrollTrigger: { trigger: section, start: "top top", end: `+=${VIDEO_PIN_DISTANCE_PX}`, pin: true, scrub: VIDEO_PIN_SCRUB },
            onComplete,
          })
          .to(headline, { rotateX: 65, scale: 1.45, opacity: 0, transformPerspective: 900, transformOrigin: "50% 100%" }, 0)
          .to(box, { y: 0, scale: 1, borderRadius: 0 }, 0);
      }, section);
      revert = () => context.revert();
    })();

    return () => {
      cancelled = true;
      revert?.();
    };
  }, [enabled, sectionRef, headlineRef, boxRef, onComplete]);
}
