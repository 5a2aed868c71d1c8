"use client";

import { AnimatePresence, m } from "framer-motion";
import { useEffect, useId, useRef, useState } from "react";
import { dropDown } from "@/components/motion/variants";
import type { PartnerNotification } from "@/lib/types/notifications";
import { NotificationList } from "./notification-list";
import type { Inbox } from "./use-notifications";

/**
 * The bell (the unread count) and the notifications it opens. Opening marks the listed
 * unread ones read, so the count clears, while they keep their "New" mark until the panel
 * closes. Opening moves focus into the panel; Close or Escape closes it and puts focus back
 * on the bell; a click elsewhere just closes it. Below `sm` the panel spans the screen
 * under the header (the bell is not at the screen's edge); from `sm` it hangs from the bell.
 */
export function NotificationsMenu({
  inbox,
  onOpen,
}: {
  inbox: Inbox;
  onOpen: (note: PartnerNotification) => void;
}) {
  const [open, setOpen] = useState(false);
  const [seenNew, setSeenNew] = useState<ReadonlySet<string>>(new Set());
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { notifications, unread } = inbox;

  function openPanel() {
    const fresh = notifications.filter((note) => !note.readAt).map((note) => note.id);
    setSeenNew(new Set(fresh));
    setOpen(true);
    inbox.markRead(fresh);
  }

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    bell.current?.focus();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={bell}
        type="button"
        onClick={() => (open ? close() : openPanel())}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        aria-label={unread ? `Notifications: ${unread} unread` : "Notifications: none unread"}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread ? (
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white ring-2 ring-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      <AnimatePresence>
        {open ? (
          <m.div
            key="panel"
            initial={dropDown.initial}
            animate={dropDown.animate}
            exit={dropDown.exit}
            ref={panel}
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.stopPropagation();
              close();
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
                {unread ? (
                  <button
                    type="button"
                    onClick={inbox.markAllRead}
                    className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-dark hover:bg-slate-100"
                  >
                    Mark all read
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={close}
                  className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-dark hover:bg-slate-100"
                >
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
                <NotificationList
                  compact
                  notifications={notifications}
                  isNew={(note) => seenNew.has(note.id)}
                  onOpen={(note) => {
                    setOpen(false);
                    onOpen(note);
                  }}
                />
              </div>
            )}
          </m.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
