// The console's calls to its API. Every answer is read the same way: success, or the
// server's own message (and per-field messages for validation failures) to show the team.

export type ApiResult<T = Record<string, unknown>> =
  | { ok: true; data: T & { message?: string } }
  | { ok: false; message: string; fields?: Record<string, string> };

export async function callAdminApi<T = Record<string, unknown>>(url: string, options: { method?: "POST" | "PATCH" | "PUT" | "DELETE"; body?: unknown } = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "POST",
      headers: options.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, message: "Network error. Please check your connection and try again." };
  }
  const json = (await response.json().catch(() => null)) as (Record<string, unknown> & { error?: string; message?: string; errors?: Record<string, string> }) | null;
  if (response.ok && json?.success !== false) return { ok: true, data: (json ?? {}) as T & { message?: string } };
  if (response.status === 401) return { ok: false, message: "Your session has ended. Please sign in again." };
  return { ok: false, message: json?.error ?? json?.message ?? `The request failed (HTTP ${response.status}).`, fields: json?.errors };
}
