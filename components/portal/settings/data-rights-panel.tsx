"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { ModalDialog } from "@/components/modal-dialog";
import { Button } from "@/components/portal/ui/button";
import { accountApi } from "@/lib/client/account";
import { useMember } from "@/components/portal/member-context";
import { formatDay } from "@/lib/dates";
import { can } from "@/lib/member-roles";
import type { PendingClosure } from "./close-account-form";

const OWN_EXPORT_URL = "/api/partners/account/export/me";
const COMPANY_EXPORT_URL = "/api/partners/account/export";

// The form's code loads when its dialog opens.
const CloseAccountForm = dynamic(() => import("./close-account-form").then((m) => m.CloseAccountForm));

/**
 * Settings' Your Data panel: everyone downloads their own data; owners and finance also the
 * company's (it holds the payout details and tax forms). Closing the account is asked of the
 * programme team; while the request is open it shows with its date and can be withdrawn.
 */
export function DataRightsPanel() {
  const me = useMember();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [pending, setPending] = useState<PendingClosure | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void accountApi.deletionRequest().then((result) => {
      if (live) setPending(result.ok ? result.data.request : null);
    });
    return () => {
      live = false;
    };
  }, []);

  async function download(url: string) {
    setDownloading(url);
    try {
      // Fetched rather than linked, so a refusal (signed out, too many exports) shows as a message.
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        toast.error(body.error ?? "Could not prepare your data. Please try again.");
        return;
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "data.zip";
      const href = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href, download: name });
      link.click();
      URL.revokeObjectURL(href);
      toast.success("Your download has started: a zip with a JSON file and a CSV file per table.");
    } catch {
      toast.error("Could not reach the server. Please check your connection.");
    } finally {
      setDownloading(null);
    }
  }

  async function withdraw() {
    setWithdrawing(true);
    const result = await accountApi.withdrawDeletion();
    setWithdrawing(false);
    if (!result.ok) return toast.error(result.message);
    toast.success(result.data.message);
    setPending(null);
  }

  return (
    <>
      <ul className="space-y-4">
        <li className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-slate-800">
            Your own data: profile, sign-ins, notifications, what you registered
          </span>
          <Button
            variant="secondary"
            onClick={() => void download(OWN_EXPORT_URL)}
            disabled={downloading !== null}
          >
            {downloading === OWN_EXPORT_URL ? "Preparing…" : "Download My Data"}
          </Button>
        </li>
        {can(me.role, "payout-details:manage") ? (
          <li className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-slate-800">
              The company&apos;s data: deals, referrals, commissions, payouts, payout details (masked)
            </span>
            <Button
              variant="secondary"
              onClick={() => void download(COMPANY_EXPORT_URL)}
              disabled={downloading !== null}
            >
              {downloading === COMPANY_EXPORT_URL ? "Preparing…" : "Download Company Data"}
            </Button>
          </li>
        ) : null}
        <li className="flex flex-wrap items-center justify-between gap-3">
          {pending ? (
            <>
              <span className="text-slate-800" role="status">
                You asked to close your account on {formatDay(pending.requestedAt)}. The programme team is
                reviewing it.
              </span>
              <Button variant="secondary" onClick={() => void withdraw()} disabled={withdrawing}>
                {withdrawing ? "Withdrawing…" : "Withdraw Request"}
              </Button>
            </>
          ) : (
            <>
              <span className="text-slate-800">Close your account and erase your personal data</span>
              <Button variant="secondary" onClick={() => setClosing(true)} disabled={pending === undefined}>
                Close Account
              </Button>
            </>
          )}
        </li>
      </ul>
      <ModalDialog open={closing} title="Close Your Account" onClose={() => setClosing(false)}>
        <CloseAccountForm
          onDone={(request) => {
            setClosing(false);
            if (request) setPending(request);
          }}
        />
      </ModalDialog>
    </>
  );
}
