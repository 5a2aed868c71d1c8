import type { z } from "zod";
import { Refusal } from "@/lib/refusal";
import { forbiddenCharacters } from "@/server/address-checks";

// The one way a request's input becomes a typed value: route handlers parse bodies with it,
// and services parse what they receive (form fields, query strings) the same way.

export const invalidCharactersMessage =
  "This field contains characters that are not allowed (such as NUL or broken Unicode).";

/** The path of the first string (key or value) in `value` that holds a forbidden character. */
export function firstForbiddenText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return forbiddenCharacters.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstForbiddenText(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (forbiddenCharacters.test(key)) return [...path, "body"];
      const found = firstForbiddenText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates `value` with `schema`, throwing a 400 with the first message and per-field
 * messages. On top of its own rules, every schema refuses NUL and unpaired surrogates in
 * any text (a field whose own rule fails keeps that rule's message, such as an email's).
 */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    const forbidden = firstForbiddenText(value);
    if (forbidden)
      throw new Refusal(400, invalidCharactersMessage, {
        [forbidden.length ? forbidden.join(".") : "body"]: invalidCharactersMessage,
      });
    return parsed.data;
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? "Invalid request.";
  throw new Refusal(400, first, fields);
}
