"use client";

import { createPortal } from "react-dom";
import { contactToastCopy } from "@/content/contact";
import { siteConfig } from "@/lib/config/site";
import type { ContactToastKind } from "./use-contact-form";
import type { ContactFormConfig } from "./variant-config";

interface ContactToastProps {
  kind: ContactToastKind;
  successText: ContactFormConfig["successText"];
  onDismiss: () => void;
  /**
   * Where to render: inside an open modal dialog (everything outside it is inert and
   * under its backdrop), else the page body.
   */
  container: Element | null;
}

/** The closable notice after a submission: green on success, blue for the mail fallback. */
export function ContactToast({ kind, successText, onDismiss, container }: ContactToastProps) {
  const success = kind === "success";
  const title = success ? contactToastCopy.success.title : contactToastCopy.fallback.title;
  const body = success
    ? successText === "full"
      ? contactToastCopy.success.full(siteConfig.contactInbox)
      : contactToastCopy.success.short
    : contactToastCopy.fallback.body;
  return createPortal(
    <div
      role="status"
      data-toast={kind}
      // Never over the navigation bar (its Book a Demo sits top right): below it on
      // narrow screens, in the bottom right corner on wide ones, clear of the form beside
      // it and of the cookie banner in the bottom left.
      className={`fixed inset-x-4 top-[4.5rem] z-[70] flex items-start sm:left-auto sm:w-[24rem] lg:bottom-4 lg:top-auto gap-3 rounded-xl p-4 text-white shadow-xl ${success ? "bg-success" : "bg-info"}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm leading-5">{body}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={contactToastCopy.dismiss}
        className="rounded p-1 text-white/90 hover:bg-white/15 hover:text-white"
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>,
    container ?? document.body,
  );
}
