"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { siteConfig } from "@/lib/config/site";
import { trackEvent } from "@/lib/client/analytics";
import type { ContactEnquiry, ContactEnquiryInput } from "@/lib/validation/contact";
import { contactResolver } from "./contact-validation";
import { buildMailtoUrl, openMailClient } from "./mail-fallback";
import { postEnquiry } from "./post-enquiry";
import { SUCCESS_RESET_MS, type ContactFormConfig } from "./variant-config";

export type ContactStatus = "idle" | "sending" | "success";
export type ContactToastKind = "success" | "fallback";

const emptyValues: ContactEnquiryInput = {
  fullName: "",
  email: "",
  company: "",
  phoneNumber: "",
  industry: "",
  companySize: "",
  message: "",
  partnerRouting: false,
};

/**
 * The enquiry form's state machine: idle → sending → success, by the API or by the
 * mail-client fallback, then after 3 s back to idle (clearing the fields and calling
 * `onReset`, which closes a modal, per the placement's rules). The toast has its own
 * life: it hides by its close button or after the placement's delay.
 */
export function useContactForm(config: ContactFormConfig, onReset?: () => void) {
  const form = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({
    resolver: contactResolver,
    defaultValues: emptyValues,
  });
  const [status, setStatus] = useState<ContactStatus>("idle");
  const [toast, setToast] = useState<ContactToastKind | null>(null);
  const toastRef = useRef<ContactToastKind | null>(null);
  const timers = useRef<{ reset?: number; toast?: number }>({});
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  }, [onReset]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.reset);
      window.clearTimeout(pending.toast);
    };
  }, []);

  const showToast = useCallback((kind: ContactToastKind | null) => {
    toastRef.current = kind;
    setToast(kind);
  }, []);

  const dismissToast = useCallback(() => {
    window.clearTimeout(timers.current.toast);
    showToast(null);
  }, [showToast]);

  const finish = useCallback(
    (outcome: ContactToastKind) => {
      const wasShowing = toastRef.current !== null;
      setStatus("success");
      window.clearTimeout(timers.current.toast);
      showToast(outcome);
      if (config.toastHideMs !== null && (!config.hideTimerOnlyIfShowing || wasShowing)) {
        timers.current.toast = window.setTimeout(() => showToast(null), config.toastHideMs);
      }
      timers.current.reset = window.setTimeout(() => {
        if (outcome === "success" || config.clearAfterFallback) form.reset(emptyValues);
        setStatus("idle");
        onResetRef.current?.();
      }, SUCCESS_RESET_MS);
    },
    [config, form, showToast],
  );

  const send = useCallback(
    async (enquiry: ContactEnquiry) => {
      const params = { form_name: config.formName, source: config.source };
      setStatus("sending");
      trackEvent("form_submit", params);
      try {
        await postEnquiry(config.endpoint, { ...enquiry, source: config.source });
        trackEvent("contact_form_success", {
          industry: enquiry.industry || "not_specified",
          company_size: enquiry.companySize || "not_specified",
          has_message: enquiry.message.length > 0,
        });
        trackEvent("generate_lead", { source: config.source });
        finish("success");
      } catch (error) {
        // Reported to analytics only; the visitor gets the mail client instead of an error.
        trackEvent("form_error", { form_name: config.formName, error_message: (error as Error).message });
        openMailClient(buildMailtoUrl(siteConfig.contactInbox, enquiry, config.source, new Date()));
        finish("fallback");
      }
    },
    [config, finish],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  return { form, status, toast, submit, dismissToast };
}
