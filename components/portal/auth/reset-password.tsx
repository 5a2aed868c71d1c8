"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { portalDelays } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";

// The form (react-hook-form) loads beside the page, as the console's forms do: the
// server-rendered form shows at once and answers once its code has arrived.
const ResetPasswordForm = dynamic(() => import("./reset-password-form").then((m) => m.ResetPasswordForm));

type Screen = "form" | "invalid" | "done";

export function ResetPassword({ token }: { token: string }) {
  const router = useRouter();
  const [screen, setScreen] = useState<Screen>(token ? "form" : "invalid");
  useEffect(() => {
    if (token) return;
    toast.error(errorCatalogue.resetNoToken);
    const timer = window.setTimeout(
      () => router.replace(portalRoutes.forgotPassword),
      portalDelays.missingResetToken,
    );
    return () => window.clearTimeout(timer);
  }, [token, router]);

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
      <ResetPasswordForm
        token={token}
        onDone={() => {
          toast.success(authMessages.resetDone);
          setScreen("done");
        }}
        onInvalidLink={() => setScreen("invalid")}
      />
    </AuthCard>
  );
}
