import "server-only";
import { after } from "next/server";
import { moduleLog } from "@/lib/server/log";

// Work whose outcome must not shape the answer runs once the response has been sent, so
// neither the answer nor its timing can tell what the work found (forgot-password: whether
// the address has an account). Next's after() keeps the work alive past the response.

const pending = new Set<Promise<void>>();

export function runAfterResponse(label: string, task: () => Promise<void>): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      moduleLog("api").error({ err: error, task: label }, "work after the response failed");
    }
  };
  try {
    after(run);
  } catch {
    // Outside a Next request (route handlers called in-process by tests): on the next turn
    // of the event loop, tracked so that settleAfterResponse can wait for it.
    const promise = new Promise<void>((resolve) => setImmediate(resolve)).then(run);
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  }
}

/** Waits for the work started outside a Next request (tests). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
