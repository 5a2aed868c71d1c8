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
 * The start state comes from the CSS, so the server's markup already shows it, and the
 * 400 px the pin scrolls over are reserved by the CSS too (`pinSpacing: false`): setting
 * the pin up never moves the page.
 */
export function usePinnedAnimation({
  sectionRef,
  headlineRef,
  boxRef,
  enabled,
  onComplete,
}: PinnedAnimationOptions): void {
  useEffect(() => {
    // Checked here as well as by the caller: during hydration the caller still sees the
    // server's "no preference", and GSAP must not even be downloaded under reduced motion.
    if (!enabled || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let revert: (() => void) | undefined;
    let stopWatching: (() => void) | undefined;

    void (async () => {
      // Nothing is downloaded until the section starts to show: a visitor (or a page
      // audit) who never scrolls down pays nothing, and the pin still has a screen's
      // height of scrolling to get ready before it starts.
      await new Promise<void>((resolve) => {
        stopWatching = watchUntilVisible(sectionRef.current, resolve);
      });
      if (cancelled) return;
      const [{ gsap }, { ScrollTrigger }] = await Promise.all([import("gsap"), import("gsap/ScrollTrigger")]);
      // ScrollTrigger's first measurement scrolls the page to the top and back, which would
      // cut short a smooth scroll in progress (a navigation bar link or a hash).
      await waitForScrollToSettle();
      const section = sectionRef.current;
      const headline = headlineRef.current;
      const box = boxRef.current;
      if (cancelled || !section || !headline || !box) return;
      gsap.registerPlugin(ScrollTrigger);
      const context = gsap.context(() => {
        gsap
          .timeline({
            defaults: { ease: "none" },
            scrollTrigger: {
              trigger: section,
              start: "top top",
              end: `+=${VIDEO_PIN_DISTANCE_PX}`,
              pin: true,
              pinSpacing: false,
              scrub: VIDEO_PIN_SCRUB,
            },
            onComplete,
          })
          .to(
            headline,
            { rotateX: 65, scale: 1.45, opacity: 0, transformPerspective: 900, transformOrigin: "50% 100%" },
            0,
          )
          .to(box, { y: 0, scale: 1, borderRadius: 0 }, 0);
      }, section);
      // Measure now, in this task, rather than in ScrollTrigger's next animation frame,
      // when a scroll may have begun.
      ScrollTrigger.refresh();
      revert = () => context.revert();
    })();

    return () => {
      cancelled = true;
      stopWatching?.();
      revert?.();
    };
  }, [enabled, sectionRef, headlineRef, boxRef, onComplete]);
}

const SCROLL_QUIET_MS = 150;

/** Calls `onVisible` once part of `element` is inside the viewport; returns a way to stop watching. */
function watchUntilVisible(element: Element | null, onVisible: () => void): () => void {
  if (!element) return () => undefined;
  // A threshold above zero: a section that merely touches the viewport's edge does not count.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { threshold: 0.01 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Resolves once the window has not scrolled for 150 ms. */
function waitForScrollToSettle(): Promise<void> {
  return new Promise((resolve) => {
    let timer = window.setTimeout(done, SCROLL_QUIET_MS);
    function onScroll() {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, SCROLL_QUIET_MS);
    }
    function done() {
      window.removeEventListener("scroll", onScroll);
      resolve();
    }
    window.addEventListener("scroll", onScroll, { passive: true });
  });
}
