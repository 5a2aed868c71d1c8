"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { payoutTexts } from "@/content/payouts";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { useOpenedOnce } from "@/components/use-opened-once";
import { payoutsApi } from "@/lib/client/payouts";
import { formatMoney } from "@/lib/money";
import type { PayoutPreview } from "@/lib/validation/payouts";

const PayoutRequestDialog = dynamic(() =>
  import("./payout-request-dialog").then((module) => module.PayoutRequestDialog),
);

/**
 * Export (a CSV download of the partner's commissions) and Request Payment: it first shows
 * what would be paid (GET /api/partners/payouts/preview), and requests it only when the
 * partner confirms; the page then reads its figures again.
 */
export function CommissionActions() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview, dialogLoaded] = useOpenedOnce<PayoutPreview | null>(null);
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
    const { amountMinor, currency } = result.data.payout;
    toast.success(`${payoutTexts.requested}: ${formatMoney(amountMinor, currency)}`);
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
      {dialogLoaded ? (
        <PayoutRequestDialog
          preview={preview}
          busy={busy}
          onClose={() => setPreview(null)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
}
