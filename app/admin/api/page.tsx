import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { ActionButton } from "@/components/admin/action-button";
import { SecretOnceForm } from "@/components/admin/lazy-forms";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { listApiKeys } from "@/lib/server/api-keys/keys";
import { listWebhookEndpoints } from "@/lib/server/webhooks/endpoints";
import { apiScopes, webhookEventTypes } from "@/lib/validation/api-options";

export const metadata = { title: "API" };

// The team's API keys and webhook endpoints: create (the key or signing secret is shown
// once), revoke, enable, disable; each endpoint's delivery log is one click away.
export default async function ApiPage() {
  await requireAdminPage();
  const [keys, endpoints] = await Promise.all([listApiKeys({ partnerId: null }), listWebhookEndpoints()]);
  return (
    <>
      <PageHeader
        title="API keys and webhooks"
        description="Keys let the team's CRM read and change the programme through /api/v1; webhooks tell it when something happens."
        actions={
          <Link href="/admin/api/docs" className="text-sm font-medium text-brand-dark underline">
            API reference
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SecretOnceForm
          url="/api/admin/api-keys"
          title="Create a team key"
          text={{ name: "name", label: "Name", type: "text", placeholder: "HubSpot sync" }}
          choices={{ name: "scopes", label: "Scopes", values: apiScopes }}
          secretField="key"
          submitLabel="Create key"
          secretNote="Copy the key now: it is not shown again."
        />
        <SecretOnceForm
          url="/api/admin/webhooks"
          title="Add a webhook endpoint"
          text={{ name: "url", label: "Endpoint address (https)", type: "url", placeholder: "https://" }}
          choices={{ name: "events", label: "Events", values: webhookEventTypes }}
          secretField="secret"
          submitLabel="Add endpoint"
          secretNote="Copy the signing secret now: it is not shown again."
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption="Team API keys"
          columns={["Name", "Key", "Scopes", "Created", "Last used", "Actions"]}
          isEmpty={keys.length === 0}
          empty="No team keys yet."
        >
          {keys.map((key) => (
            <tr key={key.id}>
              <Cell>{key.name}</Cell>
              <Cell className="font-mono">{key.prefix}…</Cell>
              <Cell className="font-mono text-xs">{key.scopes.join(", ")}</Cell>
              <Cell>{formatDateTime(key.createdAt)}</Cell>
              <Cell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</Cell>
              <Cell>
                {key.revokedAt ? (
                  <span className="text-sm text-slate-600">Revoked {formatDateTime(key.revokedAt)}</span>
                ) : (
                  <ActionButton
                    variant="secondary"
                    url={`/api/admin/api-keys/${key.id}`}
                    method="DELETE"
                    label="Revoke"
                    ariaLabel={`Revoke ${key.name}`}
                    pendingLabel="Revoking…"
                    success="The key was revoked."
                  />
                )}
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
      <div className="mt-6">
        <DataTable
          caption="Webhook endpoints"
          columns={["Address", "Events", "Status", "Created", "Actions"]}
          isEmpty={endpoints.length === 0}
          empty="No webhook endpoints yet."
        >
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <Cell className="break-all">
                <Link href={`/admin/api/webhooks/${endpoint.id}`} className="text-brand-dark underline">
                  {endpoint.url}
                </Link>
              </Cell>
              <Cell className="font-mono text-xs">{endpoint.events.join(", ")}</Cell>
              <Cell>
                <Badge value={endpoint.status} />
                {endpoint.failingSince ? (
                  <span className="block text-xs text-danger">
                    failing since {formatDateTime(endpoint.failingSince)}
                  </span>
                ) : null}
              </Cell>
              <Cell>{formatDateTime(endpoint.createdAt)}</Cell>
              <Cell>
                <ActionButton
                  variant="secondary"
                  url={`/api/admin/webhooks/${endpoint.id}`}
                  method="PATCH"
                  body={{ status: endpoint.status === "active" ? "disabled" : "active" }}
                  label={endpoint.status === "active" ? "Disable" : "Enable"}
                  ariaLabel={`${endpoint.status === "active" ? "Disable" : "Enable"} ${endpoint.url}`}
                  pendingLabel="Saving…"
                  success={
                    endpoint.status === "active" ? "The endpoint was disabled." : "The endpoint was enabled."
                  }
                />
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
