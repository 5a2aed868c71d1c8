import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { chosenPassword } from "./auth";
import { emailField, isEmailAddress } from "./email";
import { registrationMessages } from "./registration-messages";
import { singleLineText } from "./text";

// The rules and messages of a registration's fields (registration-payload.ts), which the
// wizard checks step by step and POST /api/auth/register checks whole.

export const required = (message: string, max = 200) => singleLineText(max, { required: message });
export const optional = (max: number) => singleLineText(max).optional().nullable();
export const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
export const someOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, message)
    .max(values.length, message);
export const email = emailField({
  missing: registrationMessages.email,
  invalid: registrationMessages.emailFormat,
});
export const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === "" || isEmailAddress(value), registrationMessages.emailFormat);
export const website = required(registrationMessages.website, 300).regex(
  /^https?:\/\/\S+\.\S+$/i,
  registrationMessages.websiteFormat,
);
/** The same strength as reset and Change Password ask for. */
export const password = chosenPassword({
  missing: registrationMessages.password,
  tooShort: registrationMessages.passwordLength,
});
export const teamSize = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000, message);
export const matchingPasswords = (
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword)
    ctx.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: registrationMessages.passwordMismatch,
    });
};
