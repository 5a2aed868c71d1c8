"use client";

import { useId } from "react";
import { MotionDialog } from "@/components/motion/motion-dialog";
import { primaryButtonClass, secondaryButtonClass } from "./form-field";

/**
 * Asks before an action with consequences (everyone emailed, money owed or paid). A native
 * modal dialog: the rest of the page is inert while it is open, Escape and Cancel leave
 * everything as it was, and focus starts on Cancel (the first button) so Enter alone never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What happens on confirming, in a sentence or two. */
  children: React.ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <MotionDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-0 shadow-xl backdrop:bg-ink/60"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div id={bodyId} className="text-sm text-slate-700">
          {children}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={primaryButtonClass} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </MotionDialog>
  );
}
