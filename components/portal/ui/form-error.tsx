"use client";

import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { Alert } from "./alert";

/**
 * A long form's server error at the top of the form. The submit button is at the bottom, so
 * the message is brought into view and focused when it appears: the partner sees it, and a
 * screen reader reads it from there.
 */
export function FormError({
  message,
  focus = true,
  action,
}: {
  message: string | null;
  /** False when a field with its own error takes the focus instead. */
  focus?: boolean;
  action?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Only a new message moves the focus: a field error cleared while typing must not.
  const reveal = useEffectEvent(() => {
    if (!focus || !box.current) return;
    box.current.scrollIntoView({ block: "center" });
    box.current.focus({ preventScroll: true });
  });
  useEffect(() => {
    if (message) reveal();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-testid="form-error"
      className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <Alert tone="error" action={action}>
        {message}
      </Alert>
    </div>
  );
}
