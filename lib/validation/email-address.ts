// One rule for every email address the product accepts, so that the address a code or
// link is mailed to is exactly the address stored. A lax pattern let through text that a
// mailer reads differently: "<svg/onload=alert(1)>@x.co" was delivered to another parsed
// address, "a\u0000b@x.co" to "ab@x.co". So: ASCII letters, digits and . _ ' + - before the
// "@" (no spaces, quotes, angle brackets, commas or control characters, nothing of the
// "Name <address>" syntax), a domain with at least one dot and a top-level label of
// letters; at most 64 characters before the "@" and 254 in all (RFC 5321). It is the
// pattern of zod's z.email(), which validates the configured addresses (lib/server/env.ts).
// Without zod: a screen checks an address (the claim's Send Code) before any schema is loaded.

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/** local@domain.tld, as described above; the length limits are checked by isEmailAddress. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** True for an address the product accepts (already trimmed). */
export function isEmailAddress(value: string): boolean {
  return (
    value.length <= EMAIL_MAX_LENGTH &&
    emailPattern.test(value) &&
    value.indexOf("@") <= LOCAL_PART_MAX_LENGTH
  );
}
