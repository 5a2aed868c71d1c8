"use client";

import { useCallback, useState } from "react";

// The marketing pages' first load holds no framer-motion: an island whose panels fold
// (the Partners accordions, the mobile menu) shows them plainly (`hidden` or not) until a
// pointer or the keyboard reaches it, then loads the animated Collapse and uses it from then on.

type CollapseModule = typeof import("./collapse");
export type CollapseComponent = CollapseModule["Collapse"];

let pending: Promise<CollapseModule> | null = null;
let loaded: CollapseModule | null = null;

function loadCollapse(): Promise<CollapseModule> {
  pending ??= import("./collapse").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline: the plain panels stay, and the next interaction tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The animated Collapse once loaded (null until then), and the function that loads it. */
export function useCollapseOnDemand(): { Collapse: CollapseComponent | null; load: () => void } {
  const [module, setModule] = useState<CollapseModule | null>(loaded);
  const load = useCallback(() => {
    if (loaded) return setModule(loaded);
    loadCollapse().then(setModule, () => undefined);
  }, []);
  return { Collapse: module?.Collapse ?? null, load };
}
