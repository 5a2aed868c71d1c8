"use client";

import type { ReactNode } from "react";
import { useAppearClass } from "@/components/motion/use-appear";

/** A tab's content fades in as it replaces the last; the page's first tab shows at once. */
export function TabFade({ children }: { children: ReactNode }) {
  return <div className={useAppearClass()}>{children}</div>;
}
