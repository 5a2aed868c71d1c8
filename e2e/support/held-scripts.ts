import type { Page } from "@playwright/test";

/**
 * Holds every script chunk of the site until `release()` is called: the page shows its
 * server-rendered HTML, and nothing of its code runs, as on a slow connection.
 */
export async function holdPageScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  // The scripts only: the stylesheets still arrive, so the page shows as it does on a slow line.
  const pattern = (url: URL) =>
    url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await opened;
    await route.continue();
  });
  return {
    release: async () => {
      if (held === 0) throw new Error("No script chunk was requested while the scripts were held.");
      open();
      await page.unroute(pattern);
    },
  };
}
