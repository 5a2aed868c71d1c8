import type { ContactForm, FieldErrors, WizardForm } from "./wizard-form";

export interface StepProps {
  form: WizardForm;
  errors: FieldErrors;
  /** Sets a field and clears its error (and its sub-fields' errors). */
  set: <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => void;
  setContact: (
    which: "primaryContact" | "secondaryContact",
    field: keyof ContactForm | "password" | "confirmPassword",
    value: string,
  ) => void;
}

/** The element id of a field path: "primaryContact.email" → "primaryContact-email". */
export const fieldId = (path: string) => path.replace(/\./g, "-");
