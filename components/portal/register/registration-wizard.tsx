"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { useHydrated } from "@/components/use-hydrated";
import { get } from "react-hook-form";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { portalDelays, registrationCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { endSession } from "@/lib/client/api";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { registrationMessages } from "@/lib/validation/registration-messages";
import { StepAgreement } from "./step-agreement";
import { StepBasic } from "./step-basic";
import { StepCapabilities } from "./step-capabilities";
import { StepPartnership } from "./step-partnership";
import { useWizardDraft } from "./use-wizard-draft";
import { clearDraft, draftKey, storageOrNull } from "./wizard-draft";
import { fieldId, type StepProps } from "./step-props";
import {
  loadWizardFormSchema,
  stepFields,
  toPayload,
  wizardSteps,
  type CheckedWizard,
  type WizardForm,
} from "./wizard-form";
import { WizardProgress } from "./wizard-progress";

const stepToasts = [
  registrationMessages.step1Toast,
  registrationMessages.step2Toast,
  registrationMessages.step2Toast,
  registrationMessages.step4Toast,
];

export type WizardMode =
  { kind: "link"; approvalToken?: string; invitationToken?: string } | { kind: "anonymous" };

interface Props {
  mode: WizardMode;
  initial: WizardForm;
  emailLocked: boolean;
  /** Called after a successful open registration (the page shows its own confirmation). */
  onAnonymousDone?: () => void;
}

export function RegistrationWizard({ mode, initial, emailLocked, onAnonymousDone }: Props) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [attachments, setAttachments] = useState<File[]>([]);
  const [failure, setFailure] = useState("");
  /** The success message once registered. */
  const [done, setDone] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  // Until the page's code has taken over the server's form, its fields and buttons stay disabled:
  // nothing typed before then can be lost, and the browser cannot post the form by itself.
  const interactive = useHydrated();
  const { form, register, errors, submitting, submit } = useSchemaForm<WizardForm, CheckedWizard>({
    schema: loadWizardFormSchema,
    defaultValues: initial,
  });
  const values = form.watch() as WizardForm;
  const draft = draftKey(mode.kind === "link" ? mode : null);
  const restored = useWizardDraft(draft, step, values, initial, (saved) => {
    setStep(saved.step);
    // A locked address is the link's, whatever the draft says.
    const email = emailLocked ? initial.primaryContact.email : saved.form.primaryContact.email;
    form.reset({ ...saved.form, primaryContact: { ...saved.form.primaryContact, email } });
  });

  const error = (path: string) => {
    const found: unknown = get(errors, path);
    return found && typeof found === "object" && "message" in found ? String(found.message) : undefined;
  };
  const props: StepProps = {
    form: values,
    error,
    field: (path, options) => ({ id: fieldId(path), error: error(path), ...register(path, options) }),
    register,
    clear: (path) => form.clearErrors(path),
    set: (key, value) => {
      form.setValue(key, value as never);
      form.clearErrors(key);
    },
  };

  function goTo(next: number) {
    setStep(next);
    form.clearErrors();
    window.scrollTo(0, 0);
    window.setTimeout(() => heading.current?.focus({ preventScroll: true }), 0);
  }

  /** Checks step `index`; on failure shows its messages and toast and focuses the first field. */
  async function passes(index: number): Promise<boolean> {
    const fields = stepFields[index]!;
    if (await form.trigger([...fields])) return true;
    const first = fields.map((name) => firstErrorPath(form.getFieldState(name).error, name)).find(Boolean);
    if (index !== step) setStep(index);
    toast.error(stepToasts[index]!);
    window.setTimeout(() => {
      const element = first ? document.getElementById(fieldId(first)) : null;
      element?.scrollIntoView({ block: "center" });
      element?.focus({ preventScroll: true });
    }, 0);
    return false;
  }

  async function send(checked: CheckedWizard) {
    setFailure("");
    try {
      const all = form.getValues();
      const result =
        mode.kind === "link"
          ? await portalApi.register(toFormData(await toPayload(checked, all, mode), attachments))
          : await portalApi.registerAnonymous(await toPayload(checked, all, {}));
      if (!result.ok) {
        // The server's text when it sent one; the wizard's own words otherwise.
        const message = result.network
          ? errorCatalogue.registerException
          : result.message === errorCatalogue.register.fallback
            ? errorCatalogue.registerWizardFailed
            : result.message;
        setFailure(message);
        toast.error(message);
        return;
      }
      clearDraft(storageOrNull(), draft);
      if (mode.kind === "anonymous") {
        setDone(registrationMessages.anonymousSuccess);
        toast.success(registrationMessages.anonymousSuccess);
        return onAnonymousDone?.();
      }
      // A company name other than the approved one leaves the account pending review.
      const { user } = result.data as { user?: { status?: string } };
      const message =
        user?.status === "pending_approval"
          ? registrationMessages.anonymousSuccess
          : registrationMessages.success;
      setDone(message);
      // The message stays until closed; the account still needs its email verified.
      toast.success(message, { duration: Infinity });
      // The new account signs in once its email is verified; no session stays behind.
      await endSession();
      const email = checked.primaryContact.email.trim();
      window.setTimeout(
        () => router.push(`${portalRoutes.login}?registered=1&email=${encodeURIComponent(email)}`),
        portalDelays.afterRegistration,
      );
    } catch {
      setFailure(errorCatalogue.registerSubmitFailed);
      toast.error(errorCatalogue.registerSubmitFailed);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < wizardSteps.length - 1) {
      if (await passes(step)) goTo(step + 1);
      return;
    }
    // Every step again, in order: the payload is only built from a fully valid form.
    for (let index = 0; index < wizardSteps.length; index += 1) if (!(await passes(index))) return;
    await submit(send)();
  }

  if (done && mode.kind === "link") {
    return (
      <Alert tone="success" title={done}>
        Redirecting to login...
      </Alert>
    );
  }

  return (
    // The schemas come when the visitor first enters the form (see the claim form).
    <form
      method="post"
      onFocus={() => void loadWizardFormSchema()}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <fieldset disabled={!interactive} className="min-w-0 space-y-8">
        <WizardProgress step={step} />
        {restored ? <Alert tone="info">{registrationCopy.draftRestored}</Alert> : null}
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {wizardSteps[step]}
        </h2>
        {/* Each step's fields fade in and rise as they replace the last step's: a CSS animation
          (none with reduced motion), so that the screen ships no animation library. */}
        <div key={step} className="motion-safe:animate-appear">
          {step === 0 ? <StepBasic {...props} emailLocked={emailLocked} /> : null}
          {step === 1 ? <StepPartnership {...props} /> : null}
          {step === 2 ? (
            <StepCapabilities
              {...props}
              attachments={mode.kind === "link" ? attachments : null}
              onAttachmentsChange={setAttachments}
            />
          ) : null}
          {step === 3 ? <StepAgreement {...props} /> : null}
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <Button variant="secondary" disabled={step === 0 || submitting} onClick={() => goTo(step - 1)}>
            Previous
          </Button>
          <Button type="submit" busy={submitting}>
            {step < wizardSteps.length - 1 ? "Next" : "Complete Registration"}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {registrationCopy.title}: step {step + 1} of {wizardSteps.length}, {wizardSteps[step]}
        </p>
      </fieldset>
    </form>
  );
}

/** The dotted path of the first message in a field's errors (its own, else its parts' in order). */
function firstErrorPath(error: unknown, path: string): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if (typeof (error as { message?: unknown }).message === "string") return path;
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "type" || key === "types") continue;
    const found = firstErrorPath(child, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

function toFormData(payload: object, files: File[]): FormData {
  const data = new FormData();
  data.append("data", JSON.stringify(payload));
  for (const file of files) data.append("attachments", file, file.name);
  return data;
}
