"use client";

import { useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";

/** Under the login page's "verify your email" error: a new verification link for that address. */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState("");
  const [error, setError] = useState("");

  async function resend() {
    setBusy(true);
    setError("");
    const result = await portalApi.resendVerification(email);
    setBusy(false);
    if (result.ok) return setSent(result.data.message ?? "");
    setError(result.network ? errorCatalogue.loginException : result.message);
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
        {sent}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" busy={busy} onClick={() => void resend()}>
        Resend verification email
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
