"use client";

import { toast } from "@/lib/client/toast";
import { StrengthMeter } from "@/components/portal/auth/strength-meter";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { PasswordField } from "@/components/portal/ui/password-field";
import { accountApi } from "@/lib/client/account";
import { accountMessages, type ChangePasswordForm as Values } from "@/lib/validation/account";

// The route's schema with the confirmation, loaded with the first submit.
const schema = () => import("@/lib/validation/account").then((m) => m.changePasswordFormSchema);

/** Current password, new password (the reset page's rules and strength meter) and its confirmation. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm<Values>({
    schema,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const password = form.watch("newPassword");

  const onSubmit = submit(async ({ currentPassword, newPassword }) => {
    const result = await accountApi.changePassword(currentPassword, newPassword);
    if (!result.ok) return result;
    toast.success(result.data.message ?? accountMessages.passwordChanged);
    onDone();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <PasswordField
        id="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <PasswordField
        id="newPassword"
        label="New Password"
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <StrengthMeter id="new-password-strength" password={password} />
      <PasswordField
        id="confirmNewPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <p className="text-sm text-slate-700">Your other devices will be signed out.</p>
      <Button type="submit" busy={submitting} className="w-full">
        Change Password
      </Button>
    </form>
  );
}
