import "server-only";
import { STATUS_CODES } from "node:http";
import { Refusal } from "@/lib/refusal";
import { errorResponse } from "./handler";

// The public API's errors: RFC 9457 problem details (application/problem+json) carrying
// the same message the portal shows (`detail`) and, for a validation failure, the same
// per-field messages (`errors`).

export function problemResponse(
  status: number,
  detail: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
): Response {
  const body = {
    type: "about:blank",
    title: STATUS_CODES[status] ?? "Error",
    status,
    detail,
    ...(fields ? { errors: fields } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * The problem answer for `error`. Anything but an Refusal gets the portal's own answer
 * (503 while the database is unavailable, else a logged 500), as a problem.
 */
export async function problemFor(error: unknown, reqId?: string | null): Promise<Response> {
  if (error instanceof Refusal) return problemResponse(error.status, error.message, error.fields);
  const answer = errorResponse(error, reqId);
  const { error: message } = (await answer.json()) as { error: string };
  return problemResponse(answer.status, message);
}
