"use client";

import { useEffect, type RefObject } from "react";
import { VIDEO_AUTOPLAY_VISIBILITY } from "@/content/home";

/**
 * Plays the video while at least half of it is in view and pauses it otherwise.
 * `wantsPlayRef` is false under reduced motion until the visitor presses play, and false
 * again once they pause it, so the observer never overrides their choice.
 */
export function useInViewAutoplay(
  videoRef: RefObject<HTMLVideoElement | null>,
  wantsPlayRef: RefObject<boolean>,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= VIDEO_AUTOPLAY_VISIBILITY) {
          if (wantsPlayRef.current && video.paused) playVideo(video);
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: [0, VIDEO_AUTOPLAY_VISIBILITY, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [videoRef, wantsPlayRef]);
}

/** Starts playback; a browser that blocks autoplay only gets a log line. */
export function playVideo(video: HTMLVideoElement): void {
  video.play().catch((error: unknown) => {
    // A play() cut short by pause() (scrolled away at once) is not a failure.
    if (error instanceof DOMException && error.name === "AbortError") return;
    console.info("Video autoplay was blocked:", error);
  });
}
