// The timing of every transition, in one place (plain numbers: end-to-end tests that run
// the page on Playwright's paused clock advance it by these).

/** How long each transition lasts. */
export const MOTION_DURATION_MS = 200;

/** The longest a dialog's exit may take before it is closed anyway. */
export const DIALOG_EXIT_LIMIT_MS = MOTION_DURATION_MS + 200;
