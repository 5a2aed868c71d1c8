"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { restoreEarlyInput } from "@/components/forms/early-input";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { applyRefusal } from "@/components/forms/schema-form";
import { toast } from "@/lib/client/toast";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button } from "@/components/portal/ui/button";
import { claimCopy } from "@/content/portal";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import type { ClaimFormValues } from "@/lib/validation/claim";
import { claimMessages } from "@/lib/validation/claim-messages";
import { portalRoutes } from "@/lib/portal-routes";
import { CaptchaField } from "./captcha-field";
import { ClaimFields, FormSection } from "./claim-fields";
import { ClaimSuccess } from "./claim-success";
import {
  CLAIM_FORM_ID,
  loadClaimSchema,
  missingFieldsMessage,
  reportClaimErrors,
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
  // No default values: the server's inputs keep what a visitor typed before this code arrived.
  const { form, register, errors, submitting } = useSchemaForm<ClaimValues, ClaimFormValues>({
    schema: loadClaimSchema,
    defaultValues: {},
    // The page moves the focus itself, to the first refused field in its order.
    shouldFocusError: false,
  });
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const [sending, setSending] = useState(false);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const [companyEmail, industry, country] = form.watch(["companyEmail", "industry", "country"]);

  const { getValues, setValue } = form;
  useEffect(() => restoreEarlyInput(CLAIM_FORM_ID, { getValues, setValue }), [getValues, setValue]);

  const showNetworkError = (action: () => void) => {
    setRetry(() => action);
    window.setTimeout(() => banner.current?.scrollIntoView({ block: "center" }), 0);
  };
  const verification = useEmailVerification(companyEmail ?? "", showNetworkError);
  const captcha = useCaptcha();

  async function send(claim: ClaimFormValues) {
    setRetry(null);
    setSending(true);
    try {
      const result = await portalApi.submitClaim({ ...claim, captchaToken: captcha.pass });
      if (result.ok) {
        toast.success(claimMessages.submitted);
        return setSubmittedEmail((form.getValues("companyEmail") ?? "").trim());
      }
      if (result.network) return showNetworkError(() => void send(claim));
      toast.error(result.message);
      if (result.fields) applyRefusal(form.setError, form.getValues(), { ...result, ok: false });
      // Past the form's checks, an attempt uses the pass up, and the email's verification
      // too once the pass was good: both must be done again.
      if (!result.fields && result.status !== 429) void captcha.regenerate();
      if (result.status === 409 || result.message === claimMessages.emailNotVerified)
        verification.requireAgain();
    } catch {
      toast.error(errorCatalogue.claimException);
    } finally {
      setSending(false);
    }
  }

  function onValid(claim: ClaimFormValues) {
    if (!verification.verified) {
      toast.error(claimMessages.emailNotVerified);
      return focusField("companyEmail");
    }
    if (!captcha.solved) {
      toast.error(claimMessages.captchaUnsolved);
      return focusField("captcha");
    }
    void send(claim);
  }

  function onInvalid(refused: FieldErrors<ClaimValues>) {
    const check = reportClaimErrors(refused, form.getValues());
    if (!check.firstError) return;
    toast.error(missingFieldsMessage(check.missing) ?? refused[check.firstError]?.message ?? "");
    focusField(check.firstError);
  }

  if (submittedEmail !== null) return <ClaimSuccess email={submittedEmail} />;

  const ready = verification.verified && captcha.solved;
  return (
    <AuthCard title={claimCopy.title} lead={claimCopy.lead} wide>
      {/* The schema comes when the visitor first enters the form, not with the page: the
          page's first paint and first seconds are spared its code, and the first submit
          seldom waits for it (one that comes first does). */}
      <form
        id={CLAIM_FORM_ID}
        method="post"
        onFocus={() => void loadClaimSchema()}
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        noValidate
        className="space-y-8"
      >
        <ClaimFields
          register={register}
          errors={errors}
          industry={industry}
          country={country}
          onEmailChange={verification.clearEmailError}
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
              retrying={sending || verification.busy !== null}
            />
          </div>
        ) : null}
        <div className="space-y-3">
          <Button
            type="submit"
            className="w-full"
            busy={submitting || sending}
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
