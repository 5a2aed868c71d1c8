// Scroll links of the navigation bar: timings from the specification.
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

/** Scrolls to `sectionId`, then after 500 ms tells the section which tab to select. */
export function scrollAndSelect(sectionId: string, eventName: string, detail: string): void {
  scrollToElement(sectionId);
  window.setTimeout(() => {
    window.dispatchEvent(new CustomEvent(eventName, { detail }));
  }, SELECT_EVENT_DELAY_MS);
}
