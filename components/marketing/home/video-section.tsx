"use client";

import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { VIDEO_PIN_DISTANCE_PX, videoSection } from "@/content/home";
import { playVideo, useInViewAutoplay } from "./use-in-view-autoplay";
import { usePinnedAnimation } from "./use-pinned-animation";
import { useReducedMotion } from "./use-reduced-motion";

interface VideoSectionProps {
  /** h1 on the stand-alone /Video route, h2 on the home page. */
  headingLevel?: "h1" | "h2";
}

export function VideoSection({ headingLevel = "h2" }: VideoSectionProps) {
  const Heading = headingLevel;
  const reducedMotion = useReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const headlineRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const wantsPlayRef = useRef(true);
  const [animationDone, setAnimationDone] = useState(false);
  const [playing, setPlaying] = useState(false);

  // Under reduced motion the video waits for the visitor's play.
  useEffect(() => {
    wantsPlayRef.current = !reducedMotion;
  }, [reducedMotion]);

  const onAnimationComplete = useCallback(() => setAnimationDone(true), []);
  usePinnedAnimation({
    sectionRef,
    headlineRef,
    boxRef,
    enabled: !reducedMotion,
    onComplete: onAnimationComplete,
  });
  useInViewAutoplay(videoRef, wantsPlayRef);

  // Without the scroll animation there is nothing to wait for: the button shows at once.
  const showOverlay = animationDone || reducedMotion;

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    wantsPlayRef.current = video.paused;
    if (video.paused) playVideo(video);
    else video.pause();
  };

  const { media } = videoSection;
  return (
    // The wrapper reserves the scroll distance of the pin, so content below never moves
    // when the pin is set up (the animation starts after hydration).
    <div
      className="bg-ink motion-safe:pb-[var(--pin-distance)]"
      style={{ "--pin-distance": `${VIDEO_PIN_DISTANCE_PX}px` } as CSSProperties}
    >
      <section
        ref={sectionRef}
        aria-labelledby="video-heading"
        data-video-section
        className="relative overflow-hidden bg-ink text-white motion-safe:h-[100svh] motion-reduce:pb-20 motion-reduce:pt-28"
      >
        <div
          ref={headlineRef}
          className="relative z-10 mx-auto max-w-4xl px-4 text-center motion-safe:pointer-events-none motion-safe:absolute motion-safe:inset-x-0 motion-safe:top-0 motion-safe:pt-24 sm:px-6 sm:motion-safe:pt-28"
        >
          <Heading id="video-heading" className="text-balance text-3xl font-bold tracking-tight sm:text-5xl">
            {videoSection.heading}
          </Heading>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-300 sm:text-lg">{videoSection.text}</p>
        </div>

        {/* Landscape screens: the box starts small and grows to fill the screen. Portrait
          screens: a 16:9 box starts smaller and grows to the full width, so the video is
          never cropped to a sliver. */}
        <div className="motion-safe:absolute motion-safe:inset-0 motion-safe:flex motion-safe:items-center motion-reduce:mt-10 motion-reduce:px-4 sm:motion-reduce:px-6">
          <div
            ref={boxRef}
            data-video-box
            className="relative mx-auto w-full overflow-hidden bg-ink-soft motion-safe:h-full motion-safe:rounded-3xl motion-safe:[transform:translateY(22%)_scale(0.55)] motion-reduce:aspect-video motion-reduce:max-w-5xl motion-reduce:rounded-2xl portrait:motion-safe:aspect-video portrait:motion-safe:h-auto portrait:motion-safe:[transform:translateY(30%)_scale(0.85)]"
          >
            <video
              ref={videoRef}
              // The whole frame, letterboxed on the box's background when the screen's
              // shape differs from the video's: its caption runs close to both edges.
              className="h-full w-full object-contain"
              width={media.width}
              height={media.height}
              poster={media.poster}
              preload="none"
              muted
              loop
              playsInline
              aria-label={videoSection.label}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
            >
              <source src={media.webm} type="video/webm" />
              <source src={media.mp4} type="video/mp4" />
            </video>
            {showOverlay && (
              <button
                type="button"
                onClick={togglePlayback}
                aria-label={playing ? "Pause video" : "Play video"}
                data-video-overlay
                className={`absolute inset-0 flex items-center justify-center transition-opacity ${playing ? "opacity-0 hover:opacity-100 focus-visible:opacity-100" : "bg-black/20"}`}
              >
                <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/90 text-ink shadow-xl">
                  <svg width="32" height="32" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M8 4.5v15l12-7.5z" />}
                  </svg>
                </span>
              </button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
