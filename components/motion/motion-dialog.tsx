"use client";

import { m } from "framer-motion";
import { useCallback, useEffect, useRef, useState, type ComponentProps, type Ref } from "react";
import { DIALOG_EXIT_LIMIT_MS } from "./timing";
import { dialogContentVariants, dialogVariants } from "./variants";

type DialogProps = Omit<
  ComponentProps<"dialog">,
  "open" | "onClose" | "onCancel" | "ref" | "onAnimationStart" | "onDrag" | "onDragStart" | "onDragEnd"
>;

interface MotionDialogProps extends DialogProps {
  open: boolean;
  /** Called when the visitor closes it (Escape, or the browser closing it by itself). */
  onClose: () => void;
  /** Called once it has actually closed (after its exit). */
  onClosed?: () => void;
  ref?: Ref<HTMLDialogElement>;
}

/**
 * A native modal dialog (the browser traps focus and gives it back to the opener on close)
 * that fades in and out. It opens with `showModal()` as soon as `open` is true and closes
 * once its exit animation ends (or after DIALOG_EXIT_LIMIT_MS, whatever happens to the animation).
 * Escape asks the parent to close it, so it leaves with the same animation.
 */
export function MotionDialog({ open, onClose, onClosed, ref, children, ...props }: MotionDialogProps) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const openRef = useRef(open);
  const setRefs = useCallback(
    (element: HTMLDialogElement | null) => {
      setDialog(element);
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useEffect(() => {
    openRef.current = open;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      return;
    }
    if (!dialog.open) return;
    const timer = window.setTimeout(() => dialog.close(), DIALOG_EXIT_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [dialog, open]);

  return (
    <m.dialog
      {...props}
      ref={setRefs}
      initial="closed"
      animate={open ? "open" : "closed"}
      variants={dialogVariants}
      onAnimationComplete={(definition) => {
        if (definition === "closed" && !openRef.current && dialog?.open) dialog.close();
      }}
      onCancel={(event) => {
        // Escape: the parent closes it, with the exit animation.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The close event comes a task after close(). Opened again meanwhile (a visitor quick
        // to open the next one), this event is stale: acting on it would close the new one.
        if (dialog?.open) return;
        // Closed without the parent asking (the browser may skip the cancel event).
        if (openRef.current) onClose();
        else onClosed?.();
      }}
    >
      <m.div variants={dialogContentVariants}>{children}</m.div>
    </m.dialog>
  );
}
