import "server-only";
import { revalidateTag } from "next/cache";
import { moduleLog } from "@/lib/server/log";

// The public directory's pages are static and cached under one tag; a change to a profile, a
// hide or a tier expires it, so the next visit renders the new page without a rebuild. Only
// a request (a route handler) can expire a tag; work outside one (the nightly tier
// evaluation, tests) relies on the pages' hourly revalidation instead.

export const DIRECTORY_TAG = "partner-directory";
/** Seconds after which the directory's pages re-render even without a change they heard of. */
export const DIRECTORY_REVALIDATE_SECONDS = 3600;

export function revalidateDirectory(): void {
  try {
    // Expire at once: the partner who just published expects the page to show it.
    revalidateTag(DIRECTORY_TAG, { expire: 0 });
  } catch (error) {
    moduleLog("directory").debug({ err: error }, "no request to revalidate the directory from");
  }
}
