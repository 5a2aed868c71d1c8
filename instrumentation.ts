// Runs once when a server process starts. Next compiles this file for the Edge runtime too;
// the work itself is Node-only, so it lives in instrumentation-node.ts, imported only under
// the Node.js runtime (a branch the Edge compile drops).
export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServerProcess } = await import("./instrumentation-node");
    await startServerProcess();
  }
}

// A page that failed for want of the database answers 503 (server/database-unavailable.ts).
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { markIfDatabaseUnavailable } = await import("./instrumentation-node");
    markIfDatabaseUnavailable(error);
  }
}
