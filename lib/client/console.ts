import { call, type Outcome } from "./api";
import { errorCatalogue } from "./messages";

// The console's calls to its API, through the one fetch: success, or the server's own
// message (and per-field messages for validation failures) to show the team. A 401 means
// the session ended: the team member goes to the login page to sign in again.

export type ConsoleResult<T = Record<string, unknown>> = Outcome<T & { message?: string }>;

/** Sends `body` as JSON to a console endpoint (POST unless told otherwise). */
export function callConsole<T = Record<string, unknown>>(
  url: string,
  options: { method?: "POST" | "PATCH" | "PUT" | "DELETE"; body?: unknown } = {},
): Promise<ConsoleResult<T>> {
  return call<T>(url, {
    method: options.method ?? "POST",
    json: options.body,
    errors: errorCatalogue.console,
    signOutOn401: true,
  });
}

/** Sends a console upload as multipart/form-data (the browser streams the file). */
export function uploadConsoleForm(url: string, form: FormData): Promise<ConsoleResult> {
  return call(url, { method: "POST", form, errors: errorCatalogue.consoleUpload, signOutOn401: true });
}
