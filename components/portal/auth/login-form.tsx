"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { PasswordField } from "@/components/portal/ui/password-field";
import { loginCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi, type PortalUser } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";

// Needed only after a refused or two-step sign-in: loaded then, not with the page.
const ResendVerification = dynamic(() => import("./resend-verification").then((m) => m.ResendVerification));
// Shown once an email is typed (or for the team's provider): beside the form, not in its first load.
const ContinueWithSso = dynamic(() => import("./sso-sign-in").then((m) => m.ContinueWithSso));
const AdminSsoLink = dynamic(() => import("./sso-sign-in").then((m) => m.AdminSsoLink));

interface Props {
  next: string | null;
  email: string;
  registered: boolean;
  /** Why a sign-in through a provider did not finish (ssoErrorMessages), if it did not. */
  ssoError?: string | null;
  /** The console's provider is set up: offer the team "Sign in with SSO". */
  adminSso?: boolean;
  /** Signed out because a colleague removed them from the company. */
  removed?: boolean;
}

export function LoginForm({
  next,
  email: initialEmail,
  registered,
  ssoError = null,
  adminSso = false,
  removed = false,
}: Props) {
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState(ssoError ?? "");
  /** The password was right but the address is unverified: offer a new verification link. */
  const [unverified, setUnverified] = useState("");
  const [busy, setBusy] = useState(false);
  /** The greeting once signed in; it names where the visitor is going. */
  const [welcome, setWelcome] = useState("");
  const welcomeToast = useRef<string | number | null>(null);
  /** After a right password on a two-factor account: the pending-login token for the code. */
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [code, setCode] = useState("");

  // Back from a provider for an account with its own authenticator: the code step, with the
  // pending sign-in the callback put in the fragment (never sent to a server).
  useEffect(() => {
    const pending = new URLSearchParams(window.location.hash.slice(1)).get("pending");
    if (!pending) return;
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address
    setPendingToken(pending);
  }, []);

  // The greeting belongs to this screen: it goes when the next screen replaces it.
  useEffect(
    () => () => {
      if (welcomeToast.current !== null) toast.dismiss(welcomeToast.current);
    },
    [],
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    setUnverified("");
    if (!email.trim() || !password) return setError(authMessages.loginMissing);
    setBusy(true);
    const result = await portalApi.login({ email: email.trim(), password, remember });
    if (!result.ok) {
      setBusy(false);
      if (result.status === 403 && result.message === authMessages.emailNotVerified)
        setUnverified(email.trim());
      return setError(result.network ? errorCatalogue.loginException : result.message);
    }
    if (result.data.twoFactorRequired) {
      setBusy(false);
      setPassword("");
      return setPendingToken(result.data.pendingToken);
    }
    arrive(result.data.user);
  }

  async function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    setError("");
    if (!pendingToken) return;
    if (!code.trim()) return setError("Please enter your authentication code.");
    setBusy(true);
    const { accountApi } = await import("@/lib/client/account");
    const result = await accountApi.loginSecondStep(pendingToken, code.trim(), remember);
    if (!result.ok) {
      setBusy(false);
      // An expired or locked sign-in starts again from the password.
      if (result.status === 429 || (result.status === 401 && !result.fields?.code)) setPendingToken(null);
      setCode("");
      return setError(result.network ? errorCatalogue.loginException : result.message);
    }
    arrive(result.data.user);
  }

  function arrive(user: PortalUser) {
    // Admins sign in here too; their console is /admin.
    const destination = next ?? (user.role === "admin" ? portalRoutes.admin : portalRoutes.dashboard);
    const toConsole = destination === portalRoutes.admin || /^\/admin[/?#]/.test(destination);
    // "Welcome back" only to someone who has been here before.
    const greeting = user.signedInBefore
      ? toConsole
        ? loginCopy.welcomeConsole
        : loginCopy.welcome
      : toConsole
        ? loginCopy.welcomeFirstConsole
        : loginCopy.welcomeFirst;
    setWelcome(greeting);
    welcomeToast.current = toast.success(greeting);
    router.replace(destination);
  }

  if (pendingToken) {
    return (
      <form method="post" onSubmit={onSubmitCode} noValidate className="space-y-5">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {welcome ? <Alert tone="success">{welcome}</Alert> : null}
        <p className="text-sm text-slate-700">
          Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator
          app, or one of your recovery codes.
        </p>
        <TextField
          id="login-code"
          label="Authentication code"
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" busy={busy || Boolean(welcome)} className="w-full">
          Verify
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            setPendingToken(null);
            setError("");
          }}
        >
          Back to sign in
        </Button>
      </form>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {registered ? <Alert tone="success">{loginCopy.registered}</Alert> : null}
      {removed ? <Alert tone="info">{authMessages.removedFromTeam}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {unverified ? <ResendVerification key={unverified} email={unverified} /> : null}
      {welcome ? <Alert tone="success">{welcome}</Alert> : null}
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="h-4 w-4 rounded border-slate-400 accent-brand"
            aria-describedby="remember-hint"
          />
          Remember me
        </label>
        <Link
          href={portalRoutes.forgotPassword}
          className="font-medium text-brand-dark underline-offset-2 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <p id="remember-hint" className="-mt-3 text-xs text-slate-600">
        {loginCopy.rememberHint}
      </p>
      <Button type="submit" busy={busy || Boolean(welcome)} className="w-full">
        Sign In
      </Button>
      <ContinueWithSso email={email} next={next} />
      {adminSso ? <AdminSsoLink next={next} /> : null}
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{loginCopy.approvalNote}</p>
      <p className="text-center text-sm text-slate-700">
        Not a partner yet?{" "}
        <Link
          href={portalRoutes.claim}
          className="font-semibold text-brand-dark underline-offset-2 hover:underline"
        >
          Claim your partner portal
        </Link>
      </p>
    </form>
  );
}
