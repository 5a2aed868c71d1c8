import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's code runs in the
 * browser. A server-rendered form disables what must wait for its code with it (a submit button
 * the browser would otherwise post itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
