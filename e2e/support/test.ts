import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

// The website's pages start their scripts after the first paint
// (server/scripts-after-paint.ts), so the load event no longer means the page's code
// has run: a click right after `goto` could reach a button React has not taken over yet. Every
// page a spec opens therefore waits, after each navigation it awaits, until React has started
// on the document (hydration from then on replays what it is given). Pages without the
// loader go on at once; a page whose scripts never arrive (a spec that blocks them) goes on
// after a few seconds.

const LOADER_ID = "scripts-after-paint";
const WAIT_MS = 5_000;

export async function appStarted(page: Page) {
  await page
    .waitForFunction(
      (loaderId) =>
        !document.getElementById(loaderId) ||
        Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
      LOADER_ID,
      { timeout: WAIT_MS },
    )
    .catch(() => undefined);
}

type Navigation = "goto" | "reload" | "goBack" | "goForward";
const navigations: Navigation[] = ["goto", "reload", "goBack", "goForward"];

const patched = new WeakSet<Page>();

function waitAfterNavigations(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of navigations) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg) => typeof arg === "object" && arg !== null && "waitUntil" in arg) as
          { waitUntil?: string } | undefined;
        // A spec that asks for an earlier moment wants the page as it is then.
        if (!options || options.waitUntil === "load" || options.waitUntil === "networkidle")
          await appStarted(page);
        return response;
      },
    });
  }
}

export const test = base.extend<{ context: BrowserContext }, { browser: Browser }>({
  // Contexts and pages a spec opens itself (a second visitor, a colleague) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const context = await newContext(...args);
        context.pages().forEach(waitAfterNavigations);
        context.on("page", waitAfterNavigations);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (...args: Parameters<Browser["newPage"]>) => {
        const page = await newPage(...args);
        waitAfterNavigations(page);
        return page;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    context.pages().forEach(waitAfterNavigations);
    context.on("page", waitAfterNavigations);
    await use(context);
  },
});
