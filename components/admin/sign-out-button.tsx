"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

// Revokes the session on the server (which clears the cookie), then leaves the console.
export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
    router.replace("/partner-portal/login");
    router.refresh();
  }
  return (
    <button type="button" onClick={signOut} disabled={busy} className="rounded-md border border-slate-500 px-3 py-1.5 text-sm text-slate-100 hover:bg-ink-muted">
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
