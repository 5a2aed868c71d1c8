import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { emailField } from "./email";
import { REASON_MAX_LENGTH } from "./privacy-limits";

// Exports and erasure: the partner's request to close an account, and the team's look-ups
// of one person by email. Shared by the forms and the handlers.

export { REASON_MAX_LENGTH };

export const privacyMessages = {
  reasonTooLong: `Keep the reason under ${REASON_MAX_LENGTH} characters.`,
  reasonInvalid: "The reason must be text.",
  deletionFields: "Send only an optional reason (text).",
  deletionPending: "You have already asked to close your account: the programme team is reviewing it.",
  deletionRequested:
    "Your request is with the programme team. You will get an email once your account is closed.",
  requestNotFound: "No deletion request has that id.",
  noPendingRequest: "You have no open request to close your account.",
  deletionWithdrawn: "Your request is withdrawn. Your account stays open.",
  requestDecided: "That deletion request was already approved.",
  emailMissing: "Enter the person's email address.",
  emailInvalid: "Enter a valid email address, such as name@example.com.",
  personFields: "Send only the person's email address.",
  personNotFound: "Nothing is stored about that email address.",
  adminErasure: "A team member's account is not erased here: remove the admin first.",
  statusInvalid: "Choose pending or approved.",
  approveFields: "Approving takes no fields: send no body (or {}).",
} as const;

/** POST /api/partners/account/deletion: an optional reason and nothing else. */
export const deletionRequestSchema = z.strictObject(
  {
    reason: z
      .string({ error: privacyMessages.reasonInvalid })
      .trim()
      .max(REASON_MAX_LENGTH, privacyMessages.reasonTooLong)
      .optional(),
  },
  { error: privacyMessages.deletionFields },
);

/** The team's export or erasure of one person: the email address, nothing else. */
export const personEmailSchema = z.strictObject(
  { email: emailField({ missing: privacyMessages.emailMissing, invalid: privacyMessages.emailInvalid }) },
  { error: privacyMessages.personFields },
);

export const deletionStatuses = ["pending", "approved"] as const;
export const deletionListQuerySchema = z.object({
  status: z.enum(deletionStatuses, { error: privacyMessages.statusInvalid }).default("pending"),
});
