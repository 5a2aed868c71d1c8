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
