"use client";

import { ContactFormFields } from "./contact-form-fields";
import { ContactToast } from "./contact-toast";
import { useContactForm } from "./use-contact-form";
import { contactPageConfig } from "./variant-config";

/** The /contact page's enquiry form: the shared form, not in a modal, its toast on the page. */
export function ContactPageForm() {
  const { form, status, toast, submit, dismissToast } = useContactForm(contactPageConfig);
  return (
    <>
      <ContactFormFields form={form} config={contactPageConfig} status={status} onSubmit={submit} />
      {toast && (
        <ContactToast
          kind={toast}
          successText={contactPageConfig.successText}
          onDismiss={dismissToast}
          container={null}
        />
      )}
    </>
  );
}
