"use client";

import { m } from "framer-motion";
import { useEffect, useState, type ReactNode } from "react";
import { appear } from "@/components/motion/variants";

// The page's first tab is in the server's HTML and shows at once (a fade from the HTML
// would hide the first view until the scripts ran); the tabs opened after it fade in.
let firstTabShown = false;

/** A tab's content fades in as it replaces the last (at once with reduced motion). */
export function TabFade({ children }: { children: ReactNode }) {
  const [fades] = useState(() => firstTabShown);
  useEffect(() => {
    firstTabShown = true;
  }, []);
  return (
    <m.div initial={fades ? appear.initial : false} animate={appear.animate}>
      {children}
    </m.div>
  );
}
