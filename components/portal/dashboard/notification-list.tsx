"use client";

import { formatDay } from "@/lib/dates";
import type { PartnerNotification } from "@/lib/validation/notifications";

/**
 * The notifications of the bell's panel and of Overview. A notification with a link opens
 * what it is about (`onOpen`: the dashboard switches tabs in place); `isNew` marks the ones
 * the partner has not seen before. Announcements keep their paragraphs.
 */
export function NotificationList({
  notifications,
  isNew,
  onOpen,
  compact = false,
}: {
  notifications: readonly PartnerNotification[];
  isNew: (note: PartnerNotification) => boolean;
  onOpen: (note: PartnerNotification) => void;
  compact?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200" data-testid="notification-list">
      {notifications.map((note) => {
        const fresh = isNew(note);
        const text = (
          <span className="whitespace-pre-line break-words [overflow-wrap:anywhere]">{note.message}</span>
        );
        return (
          <li key={note.id} className={compact ? "py-2 text-sm" : "py-3"} data-unread={fresh || undefined}>
            <p className="flex items-start gap-2 text-slate-900">
              {fresh ? (
                <span className="mt-0.5 shrink-0 rounded bg-brand/10 px-1.5 text-xs font-semibold text-brand-dark">
                  New
                </span>
              ) : null}
              {note.link ? (
                <a
                  href={note.link}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen(note);
                  }}
                  className="min-w-0 text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-brand"
                >
                  {text}
                </a>
              ) : (
                <span className="min-w-0">{text}</span>
              )}
            </p>
            <p className="text-sm text-slate-600">{formatDay(note.createdAt)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The text buttons beside a list of notifications (Mark all read, Close). */
export const notificationActionClass =
  "min-h-11 rounded-lg px-3 text-sm font-medium text-brand-dark hover:bg-slate-100";

/** "Mark all read": the bell's panel and Overview show it while something is unread. */
export function MarkAllRead({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={notificationActionClass}>
      Mark all read
    </button>
  );
}
