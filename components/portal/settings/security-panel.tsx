"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { ModalDialog } from "@/components/modal-dialog";
import { Button } from "@/components/portal/ui/button";
import { accountApi } from "@/lib/client/account";

// The forms' code (password rules, the authenticator set-up) loads when their dialog opens.
const ChangePasswordForm = dynamic(() => import("./change-password-form").then((m) => m.ChangePasswordForm));
const TwoFactorSetup = dynamic(() => import("./two-factor-setup").then((m) => m.TwoFactorSetup));
const DisableForm = dynamic(() => import("./disable-two-factor-form").then((m) => m.DisableTwoFactorForm));

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
