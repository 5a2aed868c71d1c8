"use client";

import { useEffect, type FormEvent } from "react";
import { errorMessages } from "@/components/forms/schema-form";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import type { PortalUser } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";

// The route's own schema (and zod) load with the first submit.
const schema = () => import("@/lib/validation/account").then((m) => m.loginSecondStepSchema);

interface Props {
  /** The pending sign-in a right password (or a provider) left for the code. */
  pendingToken: string;
  remember: boolean;
  /** The greeting once signed in. */
  welcome: string;
  onArrive: (user: PortalUser) => void;
  /** Back to the password, with the reason when the pending sign-in is over (expired, locked). */
  onRestart: (message: string | null) => void;
}

/** Sign-in's second step, for an account with two-factor authentication: its code. */
export function LoginCodeStep({ pendingToken, remember, welcome, onArrive, onRestart }: Props) {
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm({
    schema,
    defaultValues: { pendingToken, code: "", remember },
  });
  // Every message, the browser's and the server's, shows in the one alert above the form.
  const error = serverError ?? errorMessages(errors)[0];

  // A pending sign-in the route's schema refuses (an address cut short or edited) can never be
  // completed: checked on arrival, it goes back to the password with the schema's reason rather
  // than asking for a code only to repeat that message under it.
  const tokenRefused = errors.pendingToken?.message;
  const { trigger } = form;
  useEffect(() => {
    void trigger("pendingToken");
  }, [trigger]);
  useEffect(() => {
    if (tokenRefused) onRestart(tokenRefused);
  }, [tokenRefused, onRestart]);

  const onSubmit = (event: FormEvent) =>
    submit(async (values) => {
      const { accountApi } = await import("@/lib/client/account");
      const result = await accountApi.loginSecondStep(
        values.pendingToken,
        values.code,
        values.remember ?? false,
      );
      if (!result.ok) {
        const message = result.network ? errorCatalogue.loginException : result.message;
        // An expired or locked sign-in starts again from the password.
        if (result.status === 429 || (result.status === 401 && !result.fields?.code))
          return onRestart(message);
        form.setValue("code", "");
        return { ok: false, message };
      }
      onArrive(result.data.user);
    })(event);

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {welcome ? <Alert tone="success">{welcome}</Alert> : null}
      <p className="text-sm text-slate-700">
        Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app,
        or one of your recovery codes.
      </p>
      <TextField
        id="login-code"
        label="Authentication code"
        autoComplete="one-time-code"
        required
        autoFocus
        {...register("code")}
      />
      <Button type="submit" busy={submitting || Boolean(welcome)} className="w-full">
        Verify
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => onRestart(null)}>
        Back to sign in
      </Button>
    </form>
  );
}
