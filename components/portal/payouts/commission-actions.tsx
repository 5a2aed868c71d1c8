"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { dealTexts } from "@/content/deals";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { dealsApi } from "@/lib/client/deals";
import { formatMoney, toMinor } from "@/lib/money";

/** Export (a CSV download of the partner's commissions) and Request Payment (the page then reads its figures again). */
export function CommissionActions() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function requestPayment() {
    setBusy(true);
    const result = await dealsApi.requestPayout();
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    const { amount, currency } = result.data.payout;
    toast.success(`${dealTexts.paymentRequested}: ${formatMoney(toMinor(amount, currency), currency)}`);
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
