import type { NotificationsAnswer } from "@/lib/validation/notifications";
import type { MarkReadInput } from "@/lib/validation/notifications";
import { call } from "./api";
import { errorCatalogue } from "./messages";

// The bell and Overview's Notifications: the browser side of /api/partners/notifications.

const texts = errorCatalogue.notifications;

export const notificationsApi = {
  list: (before?: string) =>
    call<NotificationsAnswer>(
      `/api/partners/notifications${before ? `?before=${encodeURIComponent(before)}` : ""}`,
      { errors: texts.load, signOutOn401: true },
    ),
  markRead: (input: MarkReadInput) =>
    call<{ marked: number; unread: number }>("/api/partners/notifications/read", {
      json: input,
      errors: texts.markRead,
      signOutOn401: true,
    }),
};
