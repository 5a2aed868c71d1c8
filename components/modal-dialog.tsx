"use client";

import { useId, useState } from "react";
import { MotionDialog } from "@/components/motion/motion-dialog";
import { MotionProvider } from "@/components/motion/motion-provider";

// A native modal dialog for the portal and the console: the browser traps focus, Escape
// closes it, and focus returns to the button that opened it. It fades in and out, with a
// MotionProvider of its own: a dashboard route ships the motion library only once a
// dialog's code loads. The close button is a 44-pixel touch target.
export function ModalDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  // While it fades out, it keeps showing what it showed last; closed, it holds nothing.
  const [shown, setShown] = useState<React.ReactNode>(null);
  if (open && shown !== children) setShown(children);
  return (
    <MotionProvider>
      <MotionDialog
        open={open}
        onClose={onClose}
        onClosed={() => setShown(null)}
        aria-labelledby={titleId}
        className="m-auto w-full max-w-2xl rounded-xl p-0 shadow-xl backdrop:bg-ink/60"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 min-w-11 rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label="Close"
          >
            ✕
          </button>
        </div>
        {/* Focusable, so a keyboard can scroll a long body that holds no control (WCAG 2.1.1). */}
        <div
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
          className="max-h-[80vh] overflow-y-auto p-5 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand"
        >
          {open ? children : shown}
        </div>
      </MotionDialog>
    </MotionProvider>
  );
}
