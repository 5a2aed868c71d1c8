"use client";

import { useState, type ReactNode } from "react";

interface MarqueeFrameProps {
  /** Names what moves, for the pause button's label ("sector strip"). */
  label: string;
  className?: string;
  children: ReactNode;
}

// The strip moves for longer than five seconds beside other content, so WCAG 2.2.2 asks
// for a way to pause it; under reduced motion it never moves and the button is hidden.
export function MarqueeFrame({ label, className = "", children }: MarqueeFrameProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={`marquee relative flex items-center gap-3 ${className}`} data-paused={paused}>
      <div className="min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {children}
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={`${paused ? "Play" : "Pause"} ${label}`}
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-current/30 opacity-80 hover:opacity-100 motion-reduce:hidden"
      >
        <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {paused ? <path d="M7 4v16l13-8z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
        </svg>
      </button>
    </div>
  );
}
