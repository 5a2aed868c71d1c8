"use client";

import type { ReactNode } from "react";
import { scrollToElement } from "@/lib/client/scroll-to-section";

interface ExploreLinkProps {
  targetId: string;
  className: string;
  children: ReactNode;
}

/**
 * An in-page link that scrolls smoothly to its target (instantly when the visitor prefers
 * reduced motion) and moves keyboard focus there. Without JavaScript it is a plain jump.
 */
export function ExploreLink({ targetId, className, children }: ExploreLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={className}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        scrollToElement(targetId);
        target.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
