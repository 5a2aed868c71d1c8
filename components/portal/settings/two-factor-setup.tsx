"use client";

import { useEffect, useState } from "react";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { Spinner } from "@/components/portal/ui/spinner";
import { accountApi } from "@/lib/client/account";
import type { z } from "zod";
import type { confirmTwoFactorSchema } from "@/lib/validation/account";
import { RecoveryCodes } from "./recovery-codes";

// The route's schema loads with the first submit.
const schema = () => import("@/lib/validation/account").then((m) => m.confirmTwoFactorSchema);
type CodeInput = z.input<typeof confirmTwoFactorSchema>;

type Enrolment = { secret: string; qrCode: string };

/**
 * Enrolment: a QR code and the manual key, then a first code; then the ten recovery codes,
 * shown this once. Used by Settings and by the page an admin is sent to when the console
 * requires two-factor authentication.
 */
export function TwoFactorSetup({
  onEnabled,
  onFinished,
}: {
  onEnabled?: () => void;
  onFinished: () => void;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  const { register, errors, submitting, serverError, submit } = useSchemaForm({
    schema,
    defaultValues: { code: "" } as CodeInput,
  });

  useEffect(() => {
    let live = true;
    void accountApi.startTwoFactor().then((result) => {
      if (!live) return;
      if (result.ok) setEnrolment({ secret: result.data.secret, qrCode: result.data.qrCode });
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = submit(async ({ code }) => {
    const result = await accountApi.enableTwoFactor(code);
    if (!result.ok) return result;
    setCodes(result.data.recoveryCodes);
    onEnabled?.();
  });

  if (codes) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Two-factor authentication is enabled.">
          Save these recovery codes somewhere safe. Each works once, instead of a code from your app, if you
          lose your phone. They are shown only now.
        </Alert>
        <RecoveryCodes codes={codes} />
        <Button onClick={onFinished} className="w-full">
          I have saved my recovery codes
        </Button>
      </div>
    );
  }
  if (!enrolment)
    return error ? <Alert tone="error">{error}</Alert> : <Spinner label="Preparing your set-up" />;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
        1Password), then enter the 6-digit code it shows.
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made by the server, nothing for the image optimiser */}
      <img
        src={enrolment.qrCode}
        alt="QR code to add your Finlytic AI account to an authenticator app"
        width={220}
        height={220}
        className="mx-auto rounded-lg border border-slate-200"
      />
      <div className="text-sm text-slate-700">
        Can&apos;t scan it? Enter this key in your app instead:
        <code
          className="mt-1 block break-all rounded bg-slate-100 p-2 font-mono text-base tracking-wider text-slate-900"
          data-testid="manual-key"
        >
          {enrolment.secret}
        </code>
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        id="two-factor-code"
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" busy={submitting} className="w-full">
        Verify and Enable
      </Button>
    </form>
  );
}
