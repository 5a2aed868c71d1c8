"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { PasswordField } from "@/components/portal/ui/password-field";
import { portalDelays } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";
import { passwordStrength } from "@/lib/validation/password-strength";
import { useLoaded } from "@/components/portal/ui/use-loaded";
import { StrengthMeter } from "./strength-meter";

type Screen = "form" | "invalid" | "done";

export function ResetPassword({ token }: { token: string }) {
  const router = useRouter();
  const [screen, setScreen] = useState<Screen>(token ? "form" : "invalid");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (token) return;
    toast.error(errorCatalogue.resetNoToken);
    const timer = window.setTimeout(
      () => router.replace(portalRoutes.forgotPassword),
      portalDelays.missingResetToken,
    );
    return () => window.clearTimeout(timer);
  }, [token, router]);

  // The schema (zod) arrives just after the page; until then the form waits for it to submit.
  const schema = useLoaded(() => import("@/lib/validation/auth").then((m) => m.resetPasswordFormSchema));
  const parsed = schema?.safeParse({ newPassword: password, confirmPassword: confirm }) ?? null;
  const issues = parsed && !parsed.success ? parsed.error.issues : [];
  const issueFor = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
  const canSubmit = password === confirm && passwordStrength(password).score >= 3;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    setError("");
    if (!parsed?.success) return setError(issues[0]?.message ?? authMessages.resetFieldsMissing);
    setBusy(true);
    const result = await portalApi.resetPassword(token, password);
    setBusy(false);
    if (result.ok) {
      toast.success(authMessages.resetDone);
      return setScreen("done");
    }
    if (result.status === 400 && result.message === authMessages.resetInvalidLink)
      return setScreen("invalid");
    setError(result.network ? errorCatalogue.passwordException : result.message);
  }

  if (screen === "invalid") {
    return (
      <AuthCard
        title="Invalid Reset Link"
        lead={<p role="alert">{token ? authMessages.resetInvalidLink : errorCatalogue.resetNoToken}</p>}
      >
        <Link href={portalRoutes.forgotPassword} className={buttonClass("primary", "w-full")}>
          Request New Reset Link
        </Link>
      </AuthCard>
    );
  }
  if (screen === "done") {
    return (
      <AuthCard title="Password Reset Successful" lead={<p role="status">{authMessages.resetDone}</p>}>
        <p className="text-slate-700">
          You can now sign in with your new password. Every other signed-in session was signed out.
        </p>
        <Link href={portalRoutes.login} className={buttonClass("primary", "mt-6 w-full")}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset Your Password"
      lead="Choose a new password for your partner account. The reset link is valid for 1 hour."
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <PasswordField
          id="newPassword"
          label="New Password"
          autoComplete="new-password"
          required
          value={password}
          error={touched.password && password ? issueFor("newPassword") : undefined}
          hint={<span className="sr-only">See the strength meter and requirements below.</span>}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        />
        <StrengthMeter id="password-strength" password={password} />
        <PasswordField
          id="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          required
          value={confirm}
          error={
            confirm && password !== confirm && (touched.confirm || confirm.length >= password.length)
              ? authMessages.resetMismatch
              : undefined
          }
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        />
        <Button type="submit" busy={busy} disabled={!canSubmit} className="w-full">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
