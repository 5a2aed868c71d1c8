"use client";

import { AnimatePresence, m } from "framer-motion";
import { useEffect, useId, useRef, useState } from "react";
import { dropDown } from "@/components/motion/variants";
import { formatDate } from "./format";
import type { DashboardSummary } from "@/lib/types/dashboard";

type Notification = DashboardSummary["notifications"][number];

/**
 * The bell (a red dot when there are notifications) and the notifications it opens. Opening
 * moves focus into the panel; Close or Escape closes it and puts focus back on the bell; a
 * click elsewhere just closes it. The panel drops in from the bell and leaves the same way.
 */
export function NotificationsMenu({ notifications }: { notifications: readonly Notification[] }) {
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const count = notifications.length;

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
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        aria-label={count ? `Notifications: ${count} new` : "Notifications: none"}
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
        {count ? (
          <span
            data-testid="notification-dot"
            className="absolute right-2.5 top-2.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white"
          />
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
            className="absolute right-0 top-full z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-4 shadow-lg outline-none ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id={titleId} className="text-base font-semibold text-ink">
                Notifications
              </h2>
              <button
                type="button"
                onClick={close}
                className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-dark hover:bg-slate-100"
              >
                Close
              </button>
            </div>
            {count === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No new notifications</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">
                {notifications.map((note, index) => (
                  <li key={`${note.createdAt}-${index}`} className="py-2 text-sm">
                    <p className="text-slate-900">{note.message}</p>
                    <p className="text-slate-600">{formatDate(note.createdAt)}</p>
                  </li>
                ))}
              </ul>
            )}
          </m.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
