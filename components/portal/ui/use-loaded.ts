"use client";

import { useEffect, useState } from "react";

/**
 * A value (a schema, say) loaded once the page is interactive rather than with it: null
 * until it has arrived. Keeps code a screen needs only after the first keystroke out of
 * its first load.
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<{ loaded: T } | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setValue({ loaded });
    });
    return () => {
      live = false;
    };
    // Loaded once per mount: `load` is a module import, the same every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value?.loaded ?? null;
}
