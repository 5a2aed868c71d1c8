import type { FieldPath, RegisterOptions, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import type { WizardForm } from "./wizard-form";

export type WizardPath = FieldPath<WizardForm>;

/** What a portal field (TextField, SelectField, PasswordField) takes to be one of the form's inputs. */
export type WizardField = UseFormRegisterReturn<WizardPath> & { id: string; error?: string };

export interface StepProps {
  /** The form's values as they are now. */
  form: WizardForm;
  /** The message under a field, by its dotted path ("primaryContact.email"). */
  error: (path: string) => string | undefined;
  /** An input of the form: its id, its message and its registration, spread onto a portal field. */
  field: (path: WizardPath, options?: RegisterOptions<WizardForm, WizardPath>) => WizardField;
  register: UseFormRegister<WizardForm>;
  /** Clears the messages of a field and of everything under it. */
  clear: (path: WizardPath) => void;
  /** Sets a value no single input holds (a checkbox group, the client list) and clears its message. */
  set: <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => void;
}

/** The element id of a field path: "primaryContact.email" → "primaryContact-email". */
export const fieldId = (path: string) => path.replace(/\./g, "-");
