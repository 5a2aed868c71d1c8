import type { Delivery } from "@/lib/server/mail/delivery-state";
import { Badge } from "./badge";

// One email's delivery, as the outbox knows it; a failing one shows its last error.
export function DeliveryStatus({ label, delivery }: { label: string; delivery: Delivery | null }) {
  return (
    <div className="text-sm">
      <span className="text-slate-700">{label}: </span>
      {delivery ? <Badge value={delivery.state} /> : <span className="text-slate-600">none</span>}
      {delivery?.state === "failing" && delivery.lastError ? (
        <span className="mt-1 block break-words text-xs text-danger">{delivery.lastError}</span>
      ) : null}
    </div>
  );
}
