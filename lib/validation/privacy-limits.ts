// The closure request's limit without zod, for the Settings form that counts it in the browser.

export const REASON_MAX_LENGTH = 1000;
