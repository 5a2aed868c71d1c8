"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { call } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";

/** Withdraws a request before the team decides. */
export function MdfWithdrawButton({ requestId, title }: { requestId: string; title: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      aria-label={`Withdraw the request for ${title}`}
      onClick={async () => {
        setBusy(true);
        const result = await call(`/api/partners/mdf/requests/${requestId}/withdraw`, { method: "POST" });
        setBusy(false);
        if (!result.ok) return toast.error(result.message);
        toast.success("Request withdrawn.");
        router.refresh();
      }}
    >
      Withdraw
    </Button>
  );
}
