/**
 * Why the product will not do what was asked, in words safe to show the person. The domains
 * throw it; the HTTP layer (lib/api/handler.ts) answers with its status and the house's error
 * body. The status names the kind of refusal in HTTP's own vocabulary: 400 bad input, 401 not
 * signed in, 403 not allowed, 404 not found, 409 at odds with the current state, 410 gone,
 * 413 too large, 415 a type not taken, 429 too often.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages, for validation failures. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "Refusal";
  }
}

/** The 413 for a body over `maxBytes`, naming the limit. */
export function tooLarge(maxBytes: number) {
  const MB = 1024 * 1024;
  const limit =
    maxBytes >= MB
      ? `${Math.floor(maxBytes / MB)} MB`
      : maxBytes >= 1024
        ? `${Math.floor(maxBytes / 1024)} KB`
        : `${maxBytes} bytes`;
  return new Refusal(413, `The request body is too large (limit ${limit}).`);
}
