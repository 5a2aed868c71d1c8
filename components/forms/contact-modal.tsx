"use client";

import { useEffect, useRef } from "react";
import type { ContactVariant } from "./contact-variants";

interface ContactModalProps {
  variant: ContactVariant;
  open: boolean;
  onClose: () => void;
}

// The dialog shell: closes by the X, Cancel, a click on the backdrop, or Escape.
// The enquiry form inside it belongs to the contact feature.
export function ContactModal({ variant, open, onClose }: ContactModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="contact-modal-title"
      data-variant={variant}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="contact-modal-title" className="text-2xl font-bold text-ink">
            Get in Touch
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-md p-1 text-slate-600 hover:text-ink">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p className="mt-2 text-slate-600">Fill out the form below and we&apos;ll get back to you within 24 hours</p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className="rounded-full border border-slate-300 px-5 py-2 font-medium text-ink">
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
