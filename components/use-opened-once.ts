"use client";

import { useCallback, useState } from "react";

/**
 * What a dialog or panel shows (null or false: closed), and whether it has ever been open.
 * Its code loads on the first opening (next/dynamic), and it stays mounted after, so that
 * closing it can fade it out. The setter is stable: memoised children that take it are not
 * redrawn with every render.
 */
export function useOpenedOnce<T>(initial: T): [shown: T, show: (next: T) => void, opened: boolean] {
  const [shown, setShown] = useState(initial);
  const [opened, setOpened] = useState(Boolean(initial));
  const show = useCallback((next: T) => {
    if (next) setOpened(true);
    setShown(next);
  }, []);
  return [shown, show, opened];
}
