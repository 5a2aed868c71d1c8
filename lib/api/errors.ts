/** An error whose message is safe to show the client, with the HTTP status to send. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages, for validation failures. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The one error body of the API. Both `error` (the portal's contract) and `message`
 * (the contact form's contract) carry the text, so every client reads what it expects.
 */
export function errorBody(message: string, fields?: Record<string, string>) {
  return { success: false as const, error: message, message, ...(fields ? { errors: fields } : {}) };
}
