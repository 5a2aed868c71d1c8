"use client";

import { useId } from "react";
import { MotionDialog } from "@/components/motion/motion-dialog";

const buttonBase = "min-h-11 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed";
const cancelClass = `${buttonBase} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;
const confirmClasses = {
  primary: `${buttonBase} bg-brand text-white hover:bg-brand-dark disabled:bg-brand-light`,
  danger: `${buttonBase} bg-danger text-white hover:bg-red-800 disabled:bg-red-300`,
} as const;

/**
 * The one confirmation of the portal and the console: asked before an action with
 * consequences (everyone emailed, money owed or paid, someone's access changed). A native
 * modal dialog: the rest of the page is inert while it is open, Escape and Cancel leave
 * everything as it was, and focus starts on Cancel (the first button) so Enter alone never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = "primary",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What happens on confirming, in a sentence or two (and any choice it offers). */
  children: React.ReactNode;
  confirmLabel: string;
  /** "danger" for what cannot be undone from this screen (a removal, a revocation). */
  tone?: keyof typeof confirmClasses;
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
        <div id={bodyId} className="flex flex-col gap-3 text-sm text-slate-700">
          {children}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={cancelClass} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={confirmClasses[tone]} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </MotionDialog>
  );
}
