import "@/lib/validation/zod-jitless";
import { z } from "zod";
import type { applicationStatusCopy } from "@/content/application-status";
import { applicationStatusMessages } from "./application-status-messages";

// The applicant's status page (issue 15): the token from the confirmation email, and the
// messages the page and the API share.

export { applicationStatusMessages };

/** Tokens are 43 URL-safe base64 characters; anything else cannot be one. */
const token = z
  .string({ error: applicationStatusMessages.tokenRequired })
  .min(1, applicationStatusMessages.tokenRequired)
  .max(200, applicationStatusMessages.tokenInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, applicationStatusMessages.tokenInvalid);

export const applicationStatusSchema = z.object({ token }).strict();
export type ApplicationStatusRequest = z.infer<typeof applicationStatusSchema>;

export const applicationStates = ["submitted", "under_review", "approved", "rejected"] as const;
export type ApplicationState = (typeof applicationStates)[number];
export type RegistrationLinkState = "not_used" | "used" | "expired";

// The status page has words for every state and every link state: checked when compiling.
type Worded<T, K extends string> = T extends Record<K, string> ? true : false;
export const statusCopyIsComplete: Worded<typeof applicationStatusCopy.states, ApplicationState> &
  Worded<typeof applicationStatusCopy.registrationLink, RegistrationLinkState> = true;

/** What the page shows; nothing in it identifies the reviewer or any other applicant. */
export interface ApplicationStatus {
  kind: "claim" | "registration";
  companyName: string;
  submittedAt: string;
  state: ApplicationState;
  reviewStartedAt: string | null;
  decidedAt: string | null;
  /** The team's reason, for a rejection only. */
  reason: string | null;
  /** A claim's registration link once approved; null for registrations (they sign in). */
  registrationLink: { state: RegistrationLinkState; expiresAt: string } | null;
}
