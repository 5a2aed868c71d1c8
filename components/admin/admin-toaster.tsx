"use client";

import { useEffect, useState, type ReactNode } from "react";
import { toast, useSonner, type ToastT } from "sonner";

/** How long a confirmation stays, unless the caller sets its own duration. */
export const ADMIN_TOAST_DURATION_MS = 4000;

// Callers keep sonner's `toast.success(...)`; the console shows those toasts in the page's flow
// instead of sonner's floating stack. A floating toast, wherever it sits, ends up over Sign out
// or a heading at some width or scroll position; one in the flow pushes the page down instead.
export function AdminToaster() {
  const { toasts } = useSonner();
  return (
    <div role="status" aria-live="polite" aria-label="Confirmations">
      {toasts.length > 0 ? (
        <ul className="mb-4 space-y-2">
          {toasts.map((item) => (
            <AdminToast key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const tones: Partial<Record<NonNullable<ToastT["type"]>, string>> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-200 bg-amber-50 text-amber-800",
  info: "border-blue-200 bg-blue-50 text-blue-800",
};

function render(content: ToastT["title"]): ReactNode {
  return typeof content === "function" ? content() : content;
}

function AdminToast({ item }: { item: ToastT }) {
  // Held while the pointer or focus is on it, so a slower reader can finish it.
  const [held, setHeld] = useState(false);
  const duration = item.duration ?? ADMIN_TOAST_DURATION_MS;
  useEffect(() => {
    if (held || !Number.isFinite(duration)) return;
    const timer = window.setTimeout(() => toast.dismiss(item.id), duration);
    return () => window.clearTimeout(timer);
  }, [held, duration, item.id]);

  return (
    <li
      data-admin-toast=""
      className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm shadow-sm ${
        tones[item.type ?? "default"] ?? "border-slate-200 bg-white text-ink"
      }`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {item.jsx ?? (
        <div>
          <p className="font-medium">{render(item.title)}</p>
          {item.description ? <p className="mt-0.5">{render(item.description)}</p> : null}
        </div>
      )}
      <button
        type="button"
        aria-label="Dismiss"
        className="-my-1 rounded px-1.5 text-base leading-6 hover:bg-black/5 focus-visible:outline focus-visible:outline-2"
        onClick={() => toast.dismiss(item.id)}
      >
        ×
      </button>
    </li>
  );
}
