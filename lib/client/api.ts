import { portalRoutes } from "@/lib/portal-routes";
import { authMessages } from "@/lib/validation/auth-messages";
import { errorCatalogue, messageFor, networkErrorMessage, type StatusMessages } from "./messages";

// The browser's one fetch for the JSON API, for the portal and the console alike. The
// session travels in the httpOnly `partner_token` cookie the API sets (same-origin requests
// send it), so no script ever holds the token. Every failure comes back as a message from
// lib/client/messages.ts; nothing throws.

export type Outcome<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      network: boolean;
      fields?: Record<string, string>;
      body?: Record<string, unknown>;
    };

type ApiBody = { success?: boolean; error?: string; message?: string; errors?: Record<string, string> };

export interface CallOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  form?: FormData;
  /** Which catalogue entry turns a failure into a message (default: the generic one). */
  errors?: StatusMessages;
  /**
   * A 401 answer means the session is gone: sign out and go to the login page. Off for the
   * calls made before signing in, whose 401 is an answer to show (a wrong password).
   */
  signOutOn401?: boolean;
}

let signingOut = false;

/**
 * Revokes the session on the server, which clears its cookie; offline, the cookie expires on its
 * own. Answers the provider's logout address when its session is to be ended too, else null.
 */
export async function endSession(): Promise<string | null> {
  try {
    const response = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
    const body = (await response.json()) as { providerLogoutUrl?: unknown };
    return typeof body.providerLogoutUrl === "string" ? body.providerLogoutUrl : null;
  } catch {
    return null;
  }
}

/**
 * Ends the session, then leaves for `to` (the login page) with a full page load, once; by way of
 * the sign-in provider's logout when the server names it (it sends the browser back to the login page).
 */
export async function signOut(to: string = portalRoutes.login): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  const providerLogout = await endSession();
  // A full page load, so no signed-in state survives in memory.
  window.location.assign(providerLogout ?? to);
}

/** Calls `path` (an API path such as "/api/partners/deals"), sending `json` or `form` if given. */
export async function call<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<Outcome<T & ApiBody>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.json !== undefined || options.form ? "POST" : "GET"),
      credentials: "same-origin",
      headers: options.json !== undefined ? { "Content-Type": "application/json" } : undefined,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
  } catch {
    return { ok: false, status: 0, message: networkErrorMessage, network: true };
  }
  const data = (await response.json().catch(() => ({}))) as T & ApiBody;
  if (response.status === 401 && options.signOutOn401)
    // A colleague removed from the company lands on the login page told why.
    void signOut(
      data.error === authMessages.removedFromTeam ? `${portalRoutes.login}?signedOut=removed` : undefined,
    );
  // Success means a 2xx status and no `success: false` in the body.
  if (response.ok && data.success !== false) return { ok: true, status: response.status, data };
  return {
    ok: false,
    status: response.status,
    message: messageFor(
      options.errors ?? errorCatalogue.generic,
      response.status,
      data.error ?? data.message,
    ),
    network: false,
    fields: data.errors,
    // The refusal's other fields, such as the existing deal of a duplicate registration.
    body: data as Record<string, unknown>,
  };
}
