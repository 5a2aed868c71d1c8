"use client";

import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { PasswordField } from "@/components/portal/ui/password-field";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";
import { passwordStrength } from "@/lib/validation/password-strength";
import { StrengthMeter } from "./strength-meter";

// The route's new password with its confirmation (zod), loaded with the page's form code.
const schema = () => import("@/lib/validation/auth").then((m) => m.resetPasswordFormSchema);

type Values = { newPassword: string; confirmPassword: string };

/** The new password and its confirmation; the link's token goes with them. */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalidLink,
}: {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
}) {
  const { form, register, errors, submitting, serverError, setServerError, submit } = useSchemaForm<Values>({
    schema,
    defaultValues: { newPassword: "", confirmPassword: "" },
    // A field is checked once left, then as it is typed in.
    mode: "onTouched",
  });
  const [password, confirm] = form.watch(["newPassword", "confirmPassword"]);
  const touched = form.formState.touchedFields;
  const canSubmit = password === confirm && passwordStrength(password).score >= 3;
  const mismatch = Boolean(
    confirm && password !== confirm && (touched.confirmPassword || confirm.length >= password.length),
  );

  const onSubmit = submit(async ({ newPassword }) => {
    const result = await portalApi.resetPassword(token, newPassword);
    if (result.ok) return onDone();
    if (result.status === 400 && result.message === authMessages.resetInvalidLink) return onInvalidLink();
    setServerError(result.network ? errorCatalogue.passwordException : result.message);
  });

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <PasswordField
        id="newPassword"
        label="New Password"
        autoComplete="new-password"
        required
        error={password ? errors.newPassword?.message : undefined}
        hint={<span className="sr-only">See the strength meter and requirements below.</span>}
        {...register("newPassword")}
      />
      <StrengthMeter id="password-strength" password={password} />
      <PasswordField
        id="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        required
        error={mismatch ? authMessages.resetMismatch : undefined}
        {...register("confirmPassword")}
      />
      <Button type="submit" busy={submitting} disabled={!canSubmit} className="w-full">
        Reset Password
      </Button>
    </form>
  );
}
