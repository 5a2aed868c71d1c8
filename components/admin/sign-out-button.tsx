"use client";

import { useState } from "react";
import { signOut } from "@/lib/client/api";

// Revokes the session on the server (which clears the cookie), then leaves the console.
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  function leave() {
    setBusy(true);
    void signOut();
  }
  return (
    <button
      type="button"
      onClick={leave}
      disabled={busy}
      className="rounded-md border border-slate-500 px-3 py-1.5 text-sm text-slate-100 hover:bg-ink-muted"
    >
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
