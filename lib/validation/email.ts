import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { isEmailAddress } from "./email-address";

// The email field of every schema, on the one address rule of email-address.ts.
export { EMAIL_MAX_LENGTH, emailPattern, isEmailAddress } from "./email-address";

/**
 * A required email field: trimmed, then `missing` when empty and `invalid` when it is not
 * an address by that rule (too long included).
 */
export function emailField(messages: { missing: string; invalid: string }) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, messages.missing)
    .refine(isEmailAddress, messages.invalid);
}
