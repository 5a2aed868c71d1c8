"use client";

import Link from "next/link";
import { useState } from "react";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";

// The route's schema (zod) loads on the first submit rather than with the page.
const schema = () => import("@/lib/validation/auth").then((m) => m.forgotPasswordSchema);

export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, errors, submitting, serverError, setServerError, submit } = useSchemaForm({
    schema,
    defaultValues: { email: "" },
  });

  const onSubmit = submit(async ({ email }) => {
    const result = await portalApi.forgotPassword(email);
    if (!result.ok) return setServerError(result.network ? errorCatalogue.passwordException : result.message);
    toast.success(authMessages.forgotSent);
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" lead={<p role="status">{authMessages.forgotSent}</p>}>
        <p className="text-slate-700">
          If an account exists for <strong className="break-all">{sentTo}</strong>, you will receive a link to
          choose a new password. The link is valid for 1 hour.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Try a different email address
          </Button>
          <Link
            href={portalRoutes.login}
            className="text-center text-sm font-medium text-brand-dark hover:underline"
          >
            Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter your account email and we will send you a link to reset your password."
    >
      <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <TextField
          id="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <Button type="submit" busy={submitting} className="w-full">
          Send Reset Link
        </Button>
        <p className="text-center text-sm">
          <Link href={portalRoutes.login} className="font-medium text-brand-dark hover:underline">
            Back to Login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
