"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
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
  buildPayload,
  loadWizardSchemas,
  validateStep,
  wizardSteps,
  type FieldErrors,
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
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attachments, setAttachments] = useState<File[]>([]);
  const [failure, setFailure] = useState("");
  const [submitting, setSubmitting] = useState(false);
  /** The success message once registered. */
  const [done, setDone] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const draft = draftKey(mode.kind === "link" ? mode : null);
  const restored = useWizardDraft(draft, step, form, initial, (saved) => {
    setStep(saved.step);
    // A locked address is the link's, whatever the draft says.
    const email = emailLocked ? initial.primaryContact.email : saved.form.primaryContact.email;
    setForm({ ...saved.form, primaryContact: { ...saved.form.primaryContact, email } });
  });

  const clearErrors = (prefix: string) =>
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)),
      ),
    );
  const set: StepProps["set"] = (key, value) => {
    setForm((current) => ({ ...current, [key]: value }));
    clearErrors(key);
  };
  const setContact: StepProps["setContact"] = (which, field, value) => {
    setForm((current) => ({ ...current, [which]: { ...current[which], [field]: value } }));
    clearErrors(`${which}.${field}`);
  };

  function goTo(next: number) {
    setStep(next);
    setErrors({});
    window.scrollTo(0, 0);
    window.setTimeout(() => heading.current?.focus({ preventScroll: true }), 0);
  }

  /** Validates step `index`; on failure shows its messages and toast and focuses the first field. */
  async function passes(index: number): Promise<boolean> {
    const found = await validateStep(index, form);
    const first = Object.keys(found)[0];
    if (!first) return true;
    if (index !== step) setStep(index);
    setErrors(found);
    toast.error(stepToasts[index]!);
    window.setTimeout(() => {
      const element = document.getElementById(fieldId(first));
      element?.scrollIntoView({ block: "center" });
      element?.focus({ preventScroll: true });
    }, 0);
    return false;
  }

  async function submit() {
    setFailure("");
    // Every step again: the payload is only built from a fully valid form.
    for (let index = 0; index < wizardSteps.length; index += 1) if (!(await passes(index))) return;
    setSubmitting(true);
    try {
      const result =
        mode.kind === "link"
          ? await portalApi.register(toFormData(await buildPayload(form, mode), attachments))
          : await portalApi.registerAnonymous(await buildPayload(form, {}));
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
      const email = form.primaryContact.email.trim();
      window.setTimeout(
        () => router.push(`${portalRoutes.login}?registered=1&email=${encodeURIComponent(email)}`),
        portalDelays.afterRegistration,
      );
    } catch {
      setFailure(errorCatalogue.registerSubmitFailed);
      toast.error(errorCatalogue.registerSubmitFailed);
    } finally {
      setSubmitting(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < wizardSteps.length - 1) {
      if (await passes(step)) goTo(step + 1);
      return;
    }
    await submit();
  }

  if (done && mode.kind === "link") {
    return (
      <Alert tone="success" title={done}>
        Redirecting to login...
      </Alert>
    );
  }

  const props: StepProps = { form, errors, set, setContact };
  return (
    // The schemas come when the visitor first enters the form (see the claim form).
    <form
      method="post"
      onFocus={() => void loadWizardSchemas()}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-8"
    >
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
    </form>
  );
}

function toFormData(payload: object, files: File[]): FormData {
  const data = new FormData();
  data.append("data", JSON.stringify(payload));
  for (const file of files) data.append("attachments", file, file.name);
  return data;
}
