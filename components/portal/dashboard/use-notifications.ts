"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { notificationsApi } from "@/lib/client/notifications";
import type { NotificationsAnswer, PartnerNotification } from "@/lib/validation/notifications";
import type { MarkReadInput } from "@/lib/validation/notifications";

export interface Inbox {
  notifications: readonly PartnerNotification[];
  unread: number;
  /** True once the first answer came. */
  loaded: boolean;
  failed: string | null;
  reload: () => Promise<void>;
  /** Marks these (unread) ones read at once on screen, then on the server; reloads if that fails. */
  markRead: (ids: readonly string[]) => void;
  markAllRead: () => void;
  /** Older notifications exist beyond those shown. */
  hasMore: boolean;
  /** Appends the next page of older ones. */
  loadOlder: () => Promise<void>;
}

// Reloaded when the partner comes back to the browser tab, at most this often.
const REFRESH_MS = 30_000;

/**
 * The signed-in user's notifications, shared by the bell and Overview: `initial` is the
 * server's reading with the page (null when it could not read them: `failure` says why).
 */
export function useNotifications(initial: NotificationsAnswer | null, failure: string | null): Inbox {
  const [notifications, setNotifications] = useState<readonly PartnerNotification[]>(
    initial?.notifications ?? [],
  );
  const [unread, setUnread] = useState(initial?.unread ?? 0);
  const [hasMore, setHasMore] = useState(initial?.hasMore ?? false);
  const [loaded, setLoaded] = useState(initial !== null);
  const [failed, setFailed] = useState<string | null>(initial ? null : failure);
  const lastLoad = useRef(0);
  useEffect(() => {
    lastLoad.current = Date.now();
  }, []);

  const reload = useCallback(async () => {
    lastLoad.current = Date.now();
    const answer = await notificationsApi.list();
    if (!answer.ok) {
      setFailed(answer.message);
      return;
    }
    setNotifications(answer.data.notifications);
    setUnread(answer.data.unread);
    setHasMore(answer.data.hasMore);
    setFailed(null);
    setLoaded(true);
  }, []);

  // Fresh news when the partner comes back to the tab (the page came with the first).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - lastLoad.current > REFRESH_MS) void reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  async function send(input: MarkReadInput) {
    const answer = await notificationsApi.markRead(input);
    if (answer.ok) setUnread(answer.data.unread);
    else {
      toast.error(answer.message);
      await reload();
    }
  }

  function markRead(ids: readonly string[]) {
    const fresh = new Set(ids);
    if (fresh.size === 0) return;
    const now = new Date().toISOString();
    setNotifications((list) =>
      list.map((note) => (fresh.has(note.id) && !note.readAt ? { ...note, readAt: now } : note)),
    );
    // The server's count replaces this guess when it answers.
    setUnread((count) => Math.max(0, count - fresh.size));
    void send({ ids: [...fresh] });
  }

  function markAllRead() {
    const now = new Date().toISOString();
    setNotifications((list) => list.map((note) => (note.readAt ? note : { ...note, readAt: now })));
    setUnread(0);
    void send({ all: true });
  }

  async function loadOlder() {
    const last = notifications.at(-1);
    if (!last) return;
    const answer = await notificationsApi.list(last.id);
    if (!answer.ok) return void toast.error(answer.message);
    const shown = new Set(notifications.map((note) => note.id));
    setNotifications((list) => [...list, ...answer.data.notifications.filter((note) => !shown.has(note.id))]);
    setUnread(answer.data.unread);
    setHasMore(answer.data.hasMore);
  }

  return { notifications, unread, loaded, failed, reload, markRead, markAllRead, hasMore, loadOlder };
}
