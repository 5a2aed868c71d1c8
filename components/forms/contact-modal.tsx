"use client";

import { useId, useState } from "react";
import { MotionDialog } from "@/components/motion/motion-dialog";
import { MotionProvider } from "@/components/motion/motion-provider";
import type { ContactVariant } from "./contact-variants";
import { ContactFormFields } from "./contact-form-fields";
import { ContactToast } from "./contact-toast";
import { useContactForm } from "./use-contact-form";
import { contactVariants } from "./variant-config";

interface ContactModalProps {
  variant: ContactVariant;
  open: boolean;
  onClose: () => void;
}

// The dialog: closes by the X, Cancel, a click on the backdrop, or Escape, and by itself
// 3 s after a submission. Its toast outlives it (rendered on the page once it closes). It
// fades in and out (framer-motion, loaded with this chunk on the first click).
export function ContactModal({ variant, open, onClose }: ContactModalProps) {
  const config = contactVariants[variant];
  const { form, status, toast, submit, dismissToast } = useContactForm(config, onClose);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  // A page may hold several of these modals (the hero's and Join Us's): ids stay unique.
  const titleId = useId();

  return (
    <MotionProvider>
      <MotionDialog
        open={open}
        ref={setDialog}
        aria-labelledby={titleId}
        data-variant={variant}
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/60"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold text-ink">
              Get in Touch
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-1 text-slate-600 hover:text-ink"
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <p className="mt-2 text-slate-600">
            Fill out the form below and we&apos;ll get back to you within 24 hours
          </p>
          <div className="mt-6">
            <ContactFormFields
              form={form}
              config={config}
              status={status}
              onSubmit={submit}
              onCancel={onClose}
            />
          </div>
        </div>
      </MotionDialog>
      {toast && (
        <ContactToast
          kind={toast}
          successText={config.successText}
          onDismiss={dismissToast}
          container={open ? dialog : null}
        />
      )}
    </MotionProvider>
  );
}
