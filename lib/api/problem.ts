import "server-only";
import { STATUS_CODES } from "node:http";
import { moduleLog } from "@/lib/server/log";
import { ApiError } from "./errors";

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

/** The problem answer for `error`; an unexpected one is logged and answered 500. */
export function problemFor(error: unknown, reqId?: string | null): Response {
  if (error instanceof ApiError) return problemResponse(error.status, error.message, error.fields);
  moduleLog("api-v1").error({ err: error, reqId }, "unexpected error");
  return problemResponse(500, "Server error. Please try again later.");
}
