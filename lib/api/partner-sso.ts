import "server-only";
import { authMessages } from "@/lib/validation/auth";

/** Saves and DNS look-ups of a company's single sign-on per client address per hour. */
export const ssoChanges = {
  name: "partner-sso:change",
  limit: 30,
  windowMs: 60 * 60_000,
  message: authMessages.tooManyRequests,
  writesOnly: true,
};
