"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";
import { dashboardTabOfPath } from "@/lib/portal-routes";
import type { NotificationsAnswer, PartnerNotification } from "@/lib/validation/notifications";
import { useNotifications, type Inbox } from "./use-notifications";

const InboxContext = createContext<Inbox | null>(null);

/** The user's notifications for every part of the dashboard (the bell, the Overview's panel). */
export function InboxProvider({
  initial,
  failure,
  children,
}: {
  initial: NotificationsAnswer | null;
  failure: string | null;
  children: ReactNode;
}) {
  const inbox = useNotifications(initial, failure);
  return <InboxContext.Provider value={inbox}>{children}</InboxContext.Provider>;
}

export function useInbox(): Inbox {
  const inbox = useContext(InboxContext);
  if (!inbox) throw new Error("useInbox needs an InboxProvider (the dashboard's layout).");
  return inbox;
}

/**
 * Opens a notification's link: a dashboard address (/partner-portal/dashboard/deals?deal=<id>)
 * is a client navigation to that tab's route; any other address loads as a page.
 */
export function useOpenNotification(): (note: PartnerNotification) => void {
  const router = useRouter();
  return (note) => {
    if (!note.link) return;
    const url = new URL(note.link, window.location.origin);
    if (url.origin === window.location.origin && dashboardTabOfPath(url.pathname)) {
      router.push(`${url.pathname}${url.search}`);
      window.scrollTo(0, 0);
    } else window.location.assign(url.toString());
  };
}
