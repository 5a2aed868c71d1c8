import type { Page } from "@playwright/test";

/**
 * Holds every script of the site until `release()` is called: the page shows its
 * server-rendered HTML (its stylesheets still arrive), and nothing of its code runs, as on a
 * slow connection. `release()` first waits until the page has asked for a script (a website
 * page starts its scripts after its first paint), then lets them all through.
 */
export async function holdPageScripts(
  page: Page,
): Promise<{ release: () => Promise<void>; held: () => number }> {
  let held = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let asked!: () => void;
  const firstAsked = new Promise<void>((resolve) => (asked = resolve));
  const pattern = (url: URL) =>
    url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  await page.route(pattern, async (route) => {
    held += 1;
    asked();
    await opened;
    await route.continue().catch(() => {
      // The page went away meanwhile: nothing to deliver.
    });
  });
  return {
    /** How many scripts the page has asked for so far. */
    held: () => held,
    release: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error("The page asked for no script while they were held.")),
          10_000,
        );
      });
      await Promise.race([firstAsked, timeout]).finally(() => clearTimeout(timer));
      open();
      await page.unroute(pattern);
    },
  };
}
