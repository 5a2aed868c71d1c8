"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { toast } from "@/lib/client/toast";
import { ModalDialog } from "@/components/modal-dialog";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { accountApi } from "@/lib/client/account";
import type { disableTwoFactorSchema } from "@/lib/validation/account";

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

// The route's schema loads with the first submit.
const disableSchema = () => import("@/lib/validation/account").then((m) => m.disableTwoFactorSchema);

function DisableForm({ onDone }: { onDone: () => void }) {
  const { register, errors, submitting, serverError, submit } = useSchemaForm({
    schema: disableSchema,
    defaultValues: { code: "" } as z.input<typeof disableTwoFactorSchema>,
  });

  const onSubmit = submit(async ({ code }) => {
    const result = await accountApi.disableTwoFactor(code);
    if (!result.ok) return result;
    toast.success(result.data.message ?? "Two-factor authentication is disabled.");
    onDone();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Enter a code from your authenticator app, or one of your recovery codes, to turn two-factor
        authentication off.
      </p>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        id="disable-two-factor-code"
        label="Authentication or recovery code"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" variant="danger" busy={submitting} className="w-full">
        Disable Two-Factor Authentication
      </Button>
    </form>
  );
}
