"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { ModalDialog } from "@/components/modal-dialog";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextAreaField } from "@/components/portal/ui/inputs";
import { accountApi } from "@/lib/client/account";
import { REASON_MAX_LENGTH } from "@/lib/validation/privacy-limits";

const EXPORT_URL = "/api/partners/account/export";

/** Settings' Your Data panel: download the company's data, or ask the team to close the account. */
export function DataRightsPanel() {
  const [downloading, setDownloading] = useState(false);
  const [closing, setClosing] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      // Fetched rather than linked, so a refusal (signed out, too many exports) shows as a message.
      const response = await fetch(EXPORT_URL, { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        toast.error(body.error ?? "Could not prepare your data. Please try again.");
        return;
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
        "partner-data.json";
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error("Could not reach the server. Please check your connection.");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <ul className="space-y-4">
        <li className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-slate-800">Your company&apos;s data, as one JSON file</span>
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            {downloading ? "Preparing…" : "Download Data"}
          </Button>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-slate-800">Close your account and erase your personal data</span>
          <Button variant="secondary" onClick={() => setClosing(true)}>
            Close Account
          </Button>
        </li>
      </ul>
      <ModalDialog open={closing} title="Close Your Account" onClose={() => setClosing(false)}>
        <CloseAccountForm onDone={() => setClosing(false)} />
      </ModalDialog>
    </>
  );
}

function CloseAccountForm({ onDone }: { onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError("");
    if (reason.trim().length > REASON_MAX_LENGTH)
      return setError(`Keep the reason under ${REASON_MAX_LENGTH} characters.`);
    setBusy(true);
    const result = await accountApi.requestDeletion(reason.trim());
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.success(result.data.message);
    onDone();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        The programme team reviews your request. Once it is approved your name, email and phone number are
        erased and you can no longer sign in. Commissions and payouts stay on record, without your contact
        details, as the law requires.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextAreaField
        id="close-reason"
        label="Reason (optional)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REASON_MAX_LENGTH}
        rows={3}
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Sending…" : "Ask to Close Account"}
        </Button>
      </div>
    </form>
  );
}
