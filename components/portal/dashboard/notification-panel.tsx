"use client";

import { AnimatePresence, m } from "framer-motion";
import { useEffect, useId, type RefObject } from "react";
import { MotionProvider } from "@/components/motion/motion-provider";
import { dropDown } from "@/components/motion/variants";
import type { PartnerNotification } from "@/lib/validation/notifications";
import { MarkAllRead, NotificationList, notificationActionClass } from "./notification-list";
import type { Inbox } from "./use-notifications";

/**
 * The notifications the bell opens (components/portal/dashboard/notifications-menu.tsx): it
 * drops down from the bell and takes focus as it opens; Escape and Close close it. Below `sm`
 * it spans the screen under the header (the bell is not at the screen's edge); from `sm` it
 * hangs from the bell. It brings its own MotionProvider: the dashboard's other screens ship
 * no motion library for it.
 */
export function NotificationPanel({
  open,
  panelRef,
  id,
  inbox,
  isNew,
  onClose,
  onOpen,
}: {
  open: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
  id: string;
  inbox: Inbox;
  isNew: (note: PartnerNotification) => boolean;
  onClose: () => void;
  onOpen: (note: PartnerNotification) => void;
}) {
  const titleId = useId();
  const { notifications, unread } = inbox;

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open, panelRef]);

  return (
    <MotionProvider>
      <AnimatePresence>
        {open ? (
          <m.div
            key="panel"
            initial={dropDown.initial}
            animate={dropDown.animate}
            exit={dropDown.exit}
            ref={panelRef}
            id={id}
            role="dialog"
            aria-labelledby={titleId}
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.stopPropagation();
              onClose();
            }}
            data-testid="notification-panel"
            className="fixed inset-x-4 top-[4.5rem] z-30 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-xl bg-white p-4 shadow-lg outline-none ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id={titleId} className="text-base font-semibold text-ink">
                Notifications
              </h2>
              <div className="flex items-center gap-1">
                {/* More unread than the panel lists: the older ones are read in one go. */}
                {unread ? <MarkAllRead onClick={inbox.markAllRead} /> : null}
                <button type="button" onClick={onClose} className={notificationActionClass}>
                  Close
                </button>
              </div>
            </div>
            {inbox.failed ? (
              <p className="mt-2 text-sm text-red-800" role="alert">
                {inbox.failed}
              </p>
            ) : notifications.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No notifications yet</p>
            ) : (
              <div className="mt-2">
                <NotificationList compact notifications={notifications} isNew={isNew} onOpen={onOpen} />
              </div>
            )}
          </m.div>
        ) : null}
      </AnimatePresence>
    </MotionProvider>
  );
}
