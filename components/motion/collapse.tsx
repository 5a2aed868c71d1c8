"use client";

import { m } from "framer-motion";
import { useState, type ReactNode } from "react";
import { MotionProvider } from "./motion-provider";
import { collapseVariants } from "./variants";

interface CollapseProps {
  open: boolean;
  id?: string;
  className?: string;
  role?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

/**
 * A block that folds open to its height and shut again. Closed, it stays in the page with
 * `hidden` (its text indexed, out of the accessibility tree); while it moves its overflow is
 * clipped. It carries its own MotionProvider: the marketing islands load it on demand.
 */
export function Collapse({ open, children, className, ...attributes }: CollapseProps) {
  // Whether the last fold that finished left it shut.
  const [shut, setShut] = useState(!open);
  const moving = open === shut;
  return (
    <MotionProvider>
      <m.div
        {...attributes}
        hidden={!open && shut}
        initial={false}
        animate={open ? "open" : "closed"}
        variants={collapseVariants}
        onAnimationComplete={(definition) => setShut(definition === "closed")}
        className={className}
        style={moving ? { overflow: "hidden" } : undefined}
      >
        {children}
      </m.div>
    </MotionProvider>
  );
}
