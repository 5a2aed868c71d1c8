"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { ConfirmDialog } from "./confirm-dialog";
import { FormError } from "./form-field";

// An action that cannot be undone (erasing a person): the button opens the confirmation
// dialog naming what will happen; only its confirm button sends the request, and the toast
// says what was done. Cancel and Escape leave everything as it was.
export function ConfirmActionButton({
  url,
  label,
  ariaLabel,
  pendingLabel,
  success,
  title,
  description,
  confirmLabel,
}: {
  url: string;
  label: string;
  ariaLabel?: string;
  pendingLabel: string;
  success: string;
  /** The dialog's question ("Erase ada@example.com's data?"). */
  title: string;
  /** What happens on confirming, in a sentence or two. */
  description: string;
  confirmLabel: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  async function run() {
    setBusy(true);
    setError(null);
    const result = await callConsole(url, { method: "POST" });
    setBusy(false);
    setOpen(false);
    if (!result.ok) return setError(result.message);
    toast.success(result.data.message ?? success);
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : ariaLabel}
        className="rounded-md bg-danger px-4 py-2 text-sm font-medium text-white disabled:opacity-60"
      >
        {busy ? pendingLabel : label}
      </button>
      <FormError message={error} />
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={busy ? pendingLabel : confirmLabel}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void run()}
      >
        <p>{description}</p>
      </ConfirmDialog>
    </div>
  );
}
