"use client";

import { EmptyState, Panel } from "./dashboard-ui";
import { useInbox, useOpenNotification } from "./inbox-context";
import { NotificationList } from "./notification-list";

/** The Overview's notifications: the bell's, so opening one marks it read, as "Mark all read" does. */
export function OverviewNotifications() {
  const inbox = useInbox();
  const openNotification = useOpenNotification();
  const { notifications } = inbox;
  return (
    <Panel
      title="Notifications"
      actions={
        inbox.unread ? (
          <button
            type="button"
            onClick={inbox.markAllRead}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-dark hover:bg-slate-100"
          >
            Mark all read
          </button>
        ) : null
      }
    >
      {inbox.failed ? (
        <EmptyState>{inbox.failed}</EmptyState>
      ) : notifications.length === 0 ? (
        <EmptyState>No notifications yet</EmptyState>
      ) : (
        <div className="max-h-[28rem] overflow-y-auto">
          <NotificationList
            notifications={notifications}
            isNew={(note) => !note.readAt}
            onOpen={(note) => {
              if (!note.readAt) inbox.markRead([note.id]);
              openNotification(note);
            }}
          />
        </div>
      )}
    </Panel>
  );
}
