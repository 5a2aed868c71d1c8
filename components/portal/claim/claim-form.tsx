"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button } from "@/components/portal/ui/button";
import { claimCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { claimMessages } from "@/lib/validation/claim-messages";
import { CaptchaField } from "./captcha-field";
import { ClaimFields, FormSection } from "./claim-fields";
import { ClaimSuccess } from "./claim-success";
import {
  checkClaim,
  emptyClaim,
  isBlocked,
  loadClaimSchema,
  missingFieldsMessage,
  type ClaimField,
  type ClaimValues,
} from "./claim-validation";
import { EmailVerificationControls } from "./email-verification";
import { NetworkErrorBanner } from "./network-error-banner";
import { useCaptcha } from "./use-captcha";
import { useEmailVerification } from "./use-email-verification";

function focusField(field: string) {
  const element = document.getElementById(field);
  element?.scrollIntoView({ block: "center" });
  element?.focus({ preventScroll: true });
}

export function ClaimForm() {
  const [values, setValues] = useState<ClaimValues>(emptyClaim);
  const [errors, setErrors] = useState<Partial<Record<ClaimField, string>>>({});
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const banner = useRef<HTMLDivElement>(null);

  const showNetworkError = (action: () => void) => {
    setRetry(() => action);
    window.setTimeout(() => banner.current?.scrollIntoView({ block: "center" }), 0);
  };
  const verification = useEmailVerification(values.companyEmail, showNetworkError);
  const captcha = useCaptcha();

  function onChange(field: ClaimField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === "companyEmail") verification.clearEmailError();
  }

  async function submit() {
    setRetry(null);
    setSubmitting(true);
    try {
      const result = await portalApi.submitClaim({ ...values, captchaToken: captcha.pass });
      if (result.ok) {
        toast.success(claimMessages.submitted);
        return setDone(true);
      }
      if (result.network) return showNetworkError(() => void submit());
      toast.error(result.message);
      if (result.fields) setErrors((current) => ({ ...current, ...result.fields }));
      // Past the form's checks, an attempt uses the pass up, and the email's verification
      // too once the pass was good: both must be done again.
      if (!result.fields && result.status !== 429) void captcha.regenerate();
      if (result.status === 409 || result.message === claimMessages.emailNotVerified)
        verification.requireAgain();
    } catch {
      toast.error(errorCatalogue.claimException);
    } finally {
      setSubmitting(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = await checkClaim(values);
    setErrors(check.errors);
    if (isBlocked(check)) {
      toast.error(missingFieldsMessage(check.missing) ?? check.errors[check.firstError!]!);
      return focusField(check.firstError!);
    }
    if (!verification.verified) {
      toast.error(claimMessages.emailNotVerified);
      return focusField("companyEmail");
    }
    if (!captcha.solved) {
      toast.error(claimMessages.captchaUnsolved);
      return focusField("captcha");
    }
    void submit();
  }

  if (done) return <ClaimSuccess email={values.companyEmail.trim()} />;

  const ready = verification.verified && captcha.solved;
  return (
    <AuthCard title={claimCopy.title} lead={claimCopy.lead} wide>
      {/* The schema comes when the visitor first enters the form, not with the page: the
          page's first paint and first seconds are spared its code, and the first submit
          seldom waits for it (one that comes first does). */}
      <form
        method="post"
        onFocus={() => void loadClaimSchema()}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="space-y-8"
      >
        <ClaimFields
          values={values}
          errors={errors}
          onChange={onChange}
          emailError={verification.emailError}
          emailControls={<EmailVerificationControls verification={verification} />}
        />
        <FormSection title={claimCopy.sections.security}>
          <div className="sm:col-span-2">
            <CaptchaField captcha={captcha} />
          </div>
        </FormSection>
        {retry ? (
          <div ref={banner}>
            <NetworkErrorBanner
              onRetry={() => {
                setRetry(null);
                retry();
              }}
              retrying={submitting || verification.busy !== null}
            />
          </div>
        ) : null}
        <div className="space-y-3">
          <Button
            type="submit"
            className="w-full"
            busy={submitting}
            disabled={!ready}
            aria-describedby={ready ? undefined : "submit-hint"}
          >
            {claimCopy.submit}
          </Button>
          {ready ? null : (
            <p id="submit-hint" className="text-center text-sm text-slate-600">
              Verify your company email and solve the security code to submit.
            </p>
          )}
        </div>
        <div className="flex flex-col items-center justify-between gap-2 text-sm sm:flex-row">
          <p className="text-slate-700">
            Already a partner?{" "}
            <Link href={portalRoutes.login} className="font-semibold text-brand-dark hover:underline">
              Sign in
            </Link>
          </p>
          <Link href={portalRoutes.partners} className="font-medium text-brand-dark hover:underline">
            ← Back to Partners
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
