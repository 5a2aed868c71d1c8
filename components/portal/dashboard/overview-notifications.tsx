"use client";

import { useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { EmptyState, Panel } from "./dashboard-ui";
import { useInbox, useOpenNotification } from "./inbox-context";
import { MarkAllRead, NotificationList } from "./notification-list";

/** The Overview's notifications: the bell's, so opening one marks it read, as "Mark all read" does. */
export function OverviewNotifications() {
  const inbox = useInbox();
  const openNotification = useOpenNotification();
  const { notifications } = inbox;
  const [loading, setLoading] = useState(false);
  return (
    <Panel title="Notifications" actions={inbox.unread ? <MarkAllRead onClick={inbox.markAllRead} /> : null}>
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
          {inbox.hasMore ? (
            <div className="flex justify-center pt-3">
              <Button
                variant="secondary"
                busy={loading}
                onClick={() => {
                  setLoading(true);
                  void inbox.loadOlder().finally(() => setLoading(false));
                }}
              >
                Show older notifications
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
