"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { Spinner } from "@/components/portal/ui/spinner";
import { accountApi } from "@/lib/client/account";
import { RecoveryCodes } from "./recovery-codes";

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
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    if (!/^\d{6}$/.test(code.replace(/\s+/g, "")))
      return setError("Enter the 6-digit code from your authenticator app.");
    setBusy(true);
    const result = await accountApi.enableTwoFactor(code.replace(/\s+/g, ""));
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setCodes(result.data.recoveryCodes);
    onEnabled?.();
  }

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
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        id="two-factor-code"
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        Verify and Enable
      </Button>
    </form>
  );
}
