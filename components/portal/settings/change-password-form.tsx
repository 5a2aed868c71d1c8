"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { StrengthMeter } from "@/components/portal/auth/strength-meter";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { PasswordField } from "@/components/portal/ui/password-field";
import { accountApi } from "@/lib/client/account";
import { accountMessages, changePasswordSchema } from "@/lib/validation/account";
import { authMessages } from "@/lib/validation/auth";

/** Current password, new password (the reset page's rules and strength meter) and its confirmation. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    const parsed = changePasswordSchema.safeParse({ currentPassword: current, newPassword: password });
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (!confirm) found.confirmPassword = authMessages.resetFieldsMissing;
    else if (confirm !== password) found.confirmPassword = authMessages.resetMismatch;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await accountApi.changePassword(current, password);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return setError(result.message);
    }
    toast.success(result.data.message ?? accountMessages.passwordChanged);
    onDone();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PasswordField
        id="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        required
        value={current}
        error={errors.currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        id="newPassword"
        label="New Password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.newPassword}
        onChange={(e) => setPassword(e.target.value)}
      />
      <StrengthMeter id="new-password-strength" password={password} />
      <PasswordField
        id="confirmNewPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirmPassword}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <p className="text-sm text-slate-700">Your other devices will be signed out.</p>
      <Button type="submit" busy={busy} className="w-full">
        Change Password
      </Button>
    </form>
  );
}
