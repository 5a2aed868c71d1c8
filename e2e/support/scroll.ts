import type { Page } from "@playwright/test";

/**
 * True when the element with `id` sits at the top of the viewport (below the fixed
 * navigation bar), or the page is scrolled as far as it goes towards it.
 */
export function isScrolledTo(page: Page, id: string): Promise<boolean> {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (!element || window.scrollY === 0) return false;
    const top = element.getBoundingClientRect().top;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return Math.abs(top) <= 100 || atBottom;
  }, id);
}
