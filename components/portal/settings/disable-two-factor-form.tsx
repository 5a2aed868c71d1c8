"use client";

import type { z } from "zod";
import { toast } from "@/lib/client/toast";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { accountApi } from "@/lib/client/account";
import type { disableTwoFactorSchema } from "@/lib/validation/account";

// The route's schema loads with the first submit.
const disableSchema = () => import("@/lib/validation/account").then((m) => m.disableTwoFactorSchema);

/** Turns two-factor authentication off with a current code or a recovery code. */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
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
