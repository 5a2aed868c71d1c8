// Scroll links of the navigation bar and their timings.
export const SCROLL_AFTER_NAVIGATION_MS = 300;
export const SELECT_EVENT_DELAY_MS = 500;
export const HASH_SCROLL_DELAY_MS = 100;

export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  return true;
}

/** How long a scroll link waits for its section when the home page is still rendering. */
export const SECTION_WAIT_MS = 5000;
const SECTION_POLL_MS = 50;

/**
 * Scrolls to `sectionId`, then after 500 ms tells the section which tab to select.
 * After a navigation from another page the home page may take longer than the 300 ms
 * delay to render on a slow device; the link then waits for the section (up to 5 s)
 * instead of losing both the scroll and the selection. The scroll itself runs a frame
 * later: a route change that has just rendered the section scrolls to the top in an
 * effect after its commit, which would otherwise undo this scroll.
 */
export function scrollAndSelect(sectionId: string, eventName: string, detail: string): void {
  const finish = () =>
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        scrollToElement(sectionId);
        window.setTimeout(() => {
          window.dispatchEvent(new CustomEvent(eventName, { detail }));
        }, SELECT_EVENT_DELAY_MS);
      }, 0),
    );
  const started = Date.now();
  const poll = () => {
    if (document.getElementById(sectionId) || Date.now() - started >= SECTION_WAIT_MS) finish();
    else window.setTimeout(poll, SECTION_POLL_MS);
  };
  poll();
}
