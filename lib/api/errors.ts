/**
 * The one error body of the API. Both `error` (the portal's contract) and `message`
 * (the contact form's contract) carry the text, so every client reads what it expects.
 */
export function errorBody(message: string, fields?: Record<string, string>) {
  return { success: false as const, error: message, message, ...(fields ? { errors: fields } : {}) };
}
