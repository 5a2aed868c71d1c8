"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";

export function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    // The schema (zod) loads on the first submit rather than with the page.
    const { forgotPasswordSchema } = await import("@/lib/validation/auth");
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success)
      return setFieldError(parsed.error.issues[0]?.message ?? authMessages.forgotEmailInvalid);
    setFieldError("");
    setBusy(true);
    const result = await portalApi.forgotPassword(parsed.data.email);
    setBusy(false);
    if (!result.ok) return setError(result.network ? errorCatalogue.passwordException : result.message);
    toast.success(authMessages.forgotSent);
    setSentTo(parsed.data.email);
  }

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
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          id="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError("");
          }}
        />
        <Button type="submit" busy={busy} className="w-full">
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
