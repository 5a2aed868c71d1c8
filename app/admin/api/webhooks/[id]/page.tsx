import { notFound } from "next/navigation";
import { ActionButton } from "@/components/admin/action-button";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Refusal } from "@/lib/refusal";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listWebhookDeliveries, listWebhookEndpoints } from "@/lib/server/webhooks/endpoints";

export const metadata = { title: "Webhook deliveries" };

type Props = { params: Promise<{ id: string }> };

// One endpoint's delivery log, newest first: each delivery's status, attempts, last answer
// and error; any of them can be sent again (same webhook-id and body).
export default async function WebhookDeliveriesPage({ params }: Props) {
  await requireAdminPage();
  const { id } = await params;
  const endpoint = (await listWebhookEndpoints()).find((item) => item.id === id);
  if (!endpoint) notFound();
  const deliveries = await listWebhookDeliveries(id).catch((error: unknown) => {
    if (error instanceof Refusal && error.status === 404) notFound();
    throw error;
  });
  return (
    <>
      <PageHeader
        title="Webhook deliveries"
        description={endpoint.url}
        back={{ href: "/admin/api", label: "API keys and webhooks" }}
        actions={
          <ActionButton
            variant="secondary"
            url={`/api/admin/webhooks/${endpoint.id}`}
            method="DELETE"
            label="Delete endpoint"
            pendingLabel="Deleting…"
            success="The endpoint was deleted."
            redirectTo="/admin/api"
          />
        }
      />
      <DataTable
        caption="Deliveries"
        columns={["Event", "Status", "Attempts", "Answer", "Last attempt", "Next attempt", "Actions"]}
        isEmpty={deliveries.length === 0}
        empty="No deliveries yet."
      >
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <Cell>
              <span className="font-mono">{delivery.eventType}</span>
              <span className="block text-xs text-slate-600">
                {delivery.id} · queued {formatDateTime(delivery.createdAt)}
              </span>
            </Cell>
            <Cell>
              <Badge value={delivery.status} />
            </Cell>
            <Cell>{delivery.attempts}</Cell>
            <Cell className="max-w-xs break-words">
              {delivery.responseStatus ?? "—"}
              {delivery.lastError ? (
                <span className="block text-xs text-danger">{delivery.lastError}</span>
              ) : null}
            </Cell>
            <Cell>{delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : "—"}</Cell>
            <Cell>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : "—"}</Cell>
            <Cell>
              <ActionButton
                url={`/api/admin/webhooks/deliveries/${delivery.id}/replay`}
                label="Replay"
                ariaLabel={`Replay ${delivery.eventType} ${delivery.id}`}
                pendingLabel="Replaying…"
                success="The delivery will be sent again in a moment."
                variant="secondary"
              />
            </Cell>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
