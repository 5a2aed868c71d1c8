"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { errorMessages } from "@/components/forms/schema-form";
import { useHydrated } from "@/components/use-hydrated";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { PasswordField } from "@/components/portal/ui/password-field";
import { loginCopy } from "@/content/login";
import { portalRoutes } from "@/lib/portal-routes";
import { portalApi, type PortalUser } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";
import { AdminSsoLink, ContinueWithSso } from "./sso-sign-in";

// Needed only after a sign-in refused for an unverified address, or for a two-factor account's
// code: loaded then, never rendered on the server. (The SSO links above are smaller than
// next/dynamic's own code, so they come with the form: the first load stays within its budget.)
const ResendVerification = lazy(() =>
  import("./resend-verification").then((m) => ({ default: m.ResendVerification })),
);
const LoginCodeStep = lazy(() => import("./login-code-step").then((m) => ({ default: m.LoginCodeStep })));

// The routes' own schemas (and zod) load with the first submit, not with the page.
const loginSchema = () => import("@/lib/validation/auth").then((m) => m.loginSchema);

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
  /** The password was right but the address is unverified: offer a new verification link. */
  const [unverified, setUnverified] = useState("");
  /** The greeting once signed in; it names where the visitor is going. */
  const [welcome, setWelcome] = useState("");
  const welcomeToast = useRef<string | number | null>(null);
  /** After a right password on a two-factor account: the pending sign-in awaiting the code. */
  const [pending, setPending] = useState<{ token: string; remember: boolean } | null>(null);
  const [ssoMessage, setSsoMessage] = useState(ssoError);
  // No default values: the server-rendered fields may have been filled in (or the box ticked)
  // before this code ran, and react-hook-form takes what an input holds when it has no default.
  const signIn = useSchemaForm({ schema: loginSchema, defaultValues: {} });
  // Until this code runs, the server-rendered button is disabled: the browser would otherwise post
  // the form (the password with it) to the page itself, and what was typed would be lost.
  const hydrated = useHydrated();
  const email = signIn.form.watch("email") ?? initialEmail;
  // Every message, the browser's and the server's, shows in the one alert above the form; a
  // missing field is named before an address that is not one.
  const signInMessages = errorMessages(signIn.errors);
  const error =
    signIn.serverError ??
    signInMessages.find((message) => message === authMessages.loginMissing) ??
    signInMessages[0] ??
    ssoMessage;

  // Back from a provider for an account with its own authenticator: the code step, with the
  // pending sign-in the callback put in the fragment (never sent to a server).
  useEffect(() => {
    const pending = new URLSearchParams(window.location.hash.slice(1)).get("pending");
    if (!pending) return;
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address
    setPending({ token: pending, remember: false });
  }, []);

  // The greeting belongs to this screen: it goes when the next screen replaces it.
  useEffect(
    () => () => {
      if (welcomeToast.current !== null) toast.dismiss(welcomeToast.current);
    },
    [],
  );

  // Made at submit time: arriving touches the greeting's ref, which rendering must not.
  const onSubmit = (event: FormEvent) =>
    signIn.submit(async (values) => {
      setSsoMessage(null);
      setUnverified("");
      const remember = values.remember ?? false;
      const result = await portalApi.login({ email: values.email, password: values.password, remember });
      if (!result.ok) {
        if (result.status === 403 && result.message === authMessages.emailNotVerified)
          setUnverified(values.email);
        // The server's words go in the alert, not under a field.
        return {
          ok: false,
          message: result.network ? errorCatalogue.loginException : result.message,
        };
      }
      if (result.data.twoFactorRequired) {
        signIn.form.setValue("password", "");
        return setPending({ token: result.data.pendingToken, remember });
      }
      arrive(result.data.user);
    })(event);

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

  if (pending) {
    return (
      <Suspense fallback={null}>
        <LoginCodeStep
          key={pending.token}
          pendingToken={pending.token}
          remember={pending.remember}
          welcome={welcome}
          onArrive={arrive}
          onRestart={(message) => {
            setPending(null);
            signIn.form.clearErrors();
            signIn.setServerError(message);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {registered ? <Alert tone="success">{loginCopy.registered}</Alert> : null}
      {removed ? <Alert tone="info">{authMessages.removedFromTeam}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {unverified ? (
        <Suspense fallback={null}>
          <ResendVerification key={unverified} email={unverified} />
        </Suspense>
      ) : null}
      {welcome ? <Alert tone="success">{welcome}</Alert> : null}
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={initialEmail}
        {...signIn.register("email")}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        required
        {...signIn.register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            {...signIn.register("remember")}
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
      <Button
        type="submit"
        busy={signIn.submitting || Boolean(welcome)}
        disabled={!hydrated}
        className="w-full"
      >
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
