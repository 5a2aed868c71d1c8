import "@/lib/validation/zod-jitless";
import { z } from "zod";

// The partner's inbox: POST /api/partners/notifications/read marks some (`ids`) or all
// (`all: true`) of the signed-in user's notifications read. Shared by the bell and the handler.

export const notificationMessages = {
  readInvalid: 'Send { "ids": [notification ids] } or { "all": true }.',
  idsEmpty: "Name at least one notification.",
  idsTooMany: "Mark at most 100 notifications at once.",
  idInvalid: "A notification id is not valid.",
} as const;

/** At most this many ids per request: the bell marks what it shows. */
export const MAX_READ_IDS = 100;

// One object with exactly one of the two keys, so a wrong id gets its own message rather
// than a union's "neither matched".
export const markReadSchema = z
  .strictObject(
    {
      ids: z
        .array(z.uuid({ error: notificationMessages.idInvalid }), { error: notificationMessages.readInvalid })
        .min(1, { error: notificationMessages.idsEmpty })
        .max(MAX_READ_IDS, { error: notificationMessages.idsTooMany })
        .optional(),
      all: z.literal(true, { error: notificationMessages.readInvalid }).optional(),
    },
    { error: notificationMessages.readInvalid },
  )
  .refine((input) => (input.ids === undefined) !== (input.all === undefined), {
    error: notificationMessages.readInvalid,
  });
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** One entry of the partner's inbox: an event the programme emails them about, or one it does not. */
export const partnerNotificationSchema = z.object({
  id: z.string(),
  /** What produced it, as the email's kind: "deal:approved", "payout:paid", "notice" ... */
  kind: z.string(),
  message: z.string(),
  /** Where to look: a portal path, or null for a notice that points nowhere. */
  link: z.string().nullable(),
  createdAt: z.string(),
  /** When this user read it; null while unread. */
  readAt: z.string().nullable(),
});
export type PartnerNotification = z.infer<typeof partnerNotificationSchema>;

/** GET /api/partners/notifications. */
export const notificationsAnswerSchema = z.object({
  notifications: z.array(partnerNotificationSchema),
  /** Unread notifications in all (the list holds the newest only). */
  unread: z.number(),
  /** Older ones exist beyond this page: ask again with `before` = the last one's id. */
  hasMore: z.boolean(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;
