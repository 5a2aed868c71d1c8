"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";
import type { PartnerNotification } from "@/lib/validation/notifications";
import { useOpenedOnce } from "@/components/use-opened-once";
import type { Inbox } from "./use-notifications";

// The panel (and the motion library it drops down with) loads when it is first opened.
const NotificationPanel = dynamic(() => import("./notification-panel").then((m) => m.NotificationPanel));

/**
 * The bell (the unread count) and the notifications it opens. Opening marks the listed
 * unread ones read, so the count clears, while they keep their "New" mark until the panel
 * closes. Close or Escape closes it and puts focus back on the bell; a click elsewhere just
 * closes it.
 */
export function NotificationsMenu({
  inbox,
  onOpen,
}: {
  inbox: Inbox;
  onOpen: (note: PartnerNotification) => void;
}) {
  const [open, setOpen, panelLoaded] = useOpenedOnce(false);
  const [seenNew, setSeenNew] = useState<ReadonlySet<string>>(new Set());
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { notifications, unread } = inbox;

  function openPanel() {
    const fresh = notifications.filter((note) => !note.readAt).map((note) => note.id);
    setSeenNew(new Set(fresh));
    setOpen(true);
    inbox.markRead(fresh);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

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
      {panelLoaded ? (
        <NotificationPanel
          open={open}
          panelRef={panel}
          id={panelId}
          inbox={inbox}
          isNew={(note) => seenNew.has(note.id)}
          onClose={close}
          onOpen={(note) => {
            setOpen(false);
            onOpen(note);
          }}
        />
      ) : null}
    </div>
  );
}
