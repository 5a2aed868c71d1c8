"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { payoutTexts } from "@/content/payouts";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { payoutsApi } from "@/lib/client/payouts";
import { formatMoney, toMinor } from "@/lib/money";

/** Export (a CSV download of the partner's commissions) and Request Payment (the page then reads its figures again). */
export function CommissionActions() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function requestPayment() {
    setBusy(true);
    const result = await payoutsApi.request();
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    const { amount, currency } = result.data.payout;
    toast.success(`${payoutTexts.requested}: ${formatMoney(toMinor(amount, currency), currency)}`);
    router.refresh();
  }
  return (
    <>
      <a href="/api/partners/commissions/export" download className={buttonClass("secondary")}>
        Export
      </a>
      <Button onClick={() => void requestPayment()} busy={busy}>
        Request Payment
      </Button>
    </>
  );
}
