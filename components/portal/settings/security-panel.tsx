"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { ModalDialog } from "@/components/modal-dialog";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { accountApi } from "@/lib/client/account";

// The forms' code (password rules, the authenticator set-up) loads when their dialog opens.
const ChangePasswordForm = dynamic(() => import("./change-password-form").then((m) => m.ChangePasswordForm));
const TwoFactorSetup = dynamic(() => import("./two-factor-setup").then((m) => m.TwoFactorSetup));

type Dialog = "password" | "enable" | "disable" | null;

/** Settings' Security panel: Change Password, and two-factor authentication on or off. */
export function SecurityPanel() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState<{ enabled: boolean; recoveryCodesLeft: number } | null>(null);

  const refresh = () =>
    void accountApi.twoFactorStatus().then((result) => {
      if (result.ok)
        setStatus({ enabled: result.data.enabled, recoveryCodesLeft: result.data.recoveryCodesLeft });
    });
  useEffect(refresh, []);

  const close = () => setDialog(null);
  return (
    <>
      <ul className="space-y-4">
        <li className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-slate-800">Password</span>
          <Button variant="secondary" onClick={() => setDialog("password")}>
            Change Password
          </Button>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-slate-800">
            Two-Factor Authentication:{" "}
            <strong className="text-slate-900" data-testid="two-factor-state">
              {status?.enabled ? "Enabled" : "Disabled"}
            </strong>
            {status?.enabled ? (
              <span className="block text-sm text-slate-700">
                {status.recoveryCodesLeft} recovery codes left
              </span>
            ) : null}
          </span>
          <Button
            variant="secondary"
            disabled={!status}
            onClick={() => setDialog(status?.enabled ? "disable" : "enable")}
          >
            {status?.enabled ? "Disable" : "Enable"}
          </Button>
        </li>
      </ul>
      <ModalDialog open={dialog === "password"} title="Change Password" onClose={close}>
        <ChangePasswordForm onDone={close} />
      </ModalDialog>
      <ModalDialog open={dialog === "enable"} title="Enable Two-Factor Authentication" onClose={close}>
        <TwoFactorSetup onEnabled={refresh} onFinished={close} />
      </ModalDialog>
      <ModalDialog open={dialog === "disable"} title="Disable Two-Factor Authentication" onClose={close}>
        <DisableForm
          onDone={() => {
            refresh();
            close();
          }}
        />
      </ModalDialog>
    </>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    if (!code.trim()) return setError("Please enter your authentication code.");
    setBusy(true);
    const result = await accountApi.disableTwoFactor(code.trim());
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.success(result.data.message ?? "Two-factor authentication is disabled.");
    onDone();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Enter a code from your authenticator app, or one of your recovery codes, to turn two-factor
        authentication off.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        id="disable-two-factor-code"
        label="Authentication or recovery code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="danger" busy={busy} className="w-full">
        Disable Two-Factor Authentication
      </Button>
    </form>
  );
}
