"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { payoutTexts } from "@/content/payouts";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { ModalDialog } from "@/components/modal-dialog";
import { payoutsApi } from "@/lib/client/payouts";
import { formatMajor } from "@/lib/money";
import type { PayoutPreview } from "@/lib/types/payouts";
import { PayoutPreviewView } from "./payout-preview";

/**
 * Export (a CSV download of the partner's commissions) and Request Payment: it first shows
 * what would be paid (GET /api/partners/payouts/preview), and requests it only when the
 * partner confirms; the page then reads its figures again.
 */
export function CommissionActions() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PayoutPreview | null>(null);
  async function openPreview() {
    setBusy(true);
    const result = await payoutsApi.preview();
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    setPreview(result.data.preview);
  }
  async function confirm() {
    setBusy(true);
    const result = await payoutsApi.request();
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    setPreview(null);
    const { amount, currency } = result.data.payout;
    toast.success(`${payoutTexts.requested}: ${formatMajor(amount, currency)}`);
    router.refresh();
  }
  return (
    <>
      <a href="/api/partners/commissions/export" download className={buttonClass("secondary")}>
        Export
      </a>
      <Button onClick={() => void openPreview()} busy={busy && !preview}>
        Request Payment
      </Button>
      <ModalDialog open={preview !== null} title="Request Payment" onClose={() => setPreview(null)}>
        {preview ? (
          <div className="space-y-4">
            <PayoutPreviewView preview={preview} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setPreview(null)}>
                Cancel
              </Button>
              {preview.problem || preview.commissions.length === 0 ? null : (
                <Button busy={busy} onClick={() => void confirm()}>
                  Confirm Request
                </Button>
              )}
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
