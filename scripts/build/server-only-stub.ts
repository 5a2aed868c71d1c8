// The "server-only" marker for code bundled to run outside Next (the settings check): an empty module.
export {};
