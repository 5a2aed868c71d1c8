// Sends a console upload as multipart/form-data (the browser streams the file) and reads
// the answer like every other console call: success, or the server's own message.
import type { ApiResult } from "./admin-api";

export async function uploadForm(url: string, body: FormData): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
  } catch {
    return { ok: false, message: "Network error. Please check your connection and try again." };
  }
  const json = (await response.json().catch(() => null)) as (Record<string, unknown> & { error?: string; errors?: Record<string, string> }) | null;
  if (response.ok && json?.success !== false) return { ok: true, data: json ?? {} };
  if (response.status === 401) return { ok: false, message: "Your session has ended. Please sign in again." };
  return { ok: false, message: json?.error ?? `The upload failed (HTTP ${response.status}).`, fields: json?.errors };
}

/** The size a person reads: 1.2 MB, 830 KB. */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(size / 1024))} KB`;
}
