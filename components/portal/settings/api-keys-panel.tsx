"use client";

import { useCallback, useEffect, useState } from "react";
import { SecretOnceForm } from "@/components/api-keys/secret-once-form";
import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { call } from "@/lib/client/api";
import { partnerApiScopes, type ApiKeySummary } from "@/lib/types/api";

// Settings → API keys: the company's keys for its CRM (deals and referrals), for its owner
// and admins. Another role is told who can help (the server refuses it anyway).
export function ApiKeysPanel() {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await call<{ apiKeys: ApiKeySummary[] }>("/api/partners/api-keys", { signOutOn401: true });
    if (result.ok) setKeys(result.data.apiKeys);
    else setMessage(result.message);
  }, []);

  useEffect(() => {
    // Loaded once the panel shows; a change re-reads the list below.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  async function revoke(id: string) {
    const result = await call(`/api/partners/api-keys/${id}`, { method: "DELETE", signOutOn401: true });
    if (!result.ok) setMessage(result.message);
    await load();
  }

  return (
    <Panel title="API keys">
      {message && !keys ? <p className="text-sm text-slate-700">{message}</p> : null}
      {keys ? <KeyList keys={keys} message={message} revoke={revoke} load={load} /> : null}
    </Panel>
  );
}

function KeyList({
  keys,
  message,
  revoke,
  load,
}: {
  keys: ApiKeySummary[];
  message: string | null;
  revoke: (id: string) => Promise<void>;
  load: () => Promise<void>;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        A key lets your CRM register deals and referrals and read their progress.{" "}
        <a href="/partner-portal/docs/api" className="font-medium text-brand-dark underline">
          API reference
        </a>
      </p>
      <ul className="flex flex-col gap-2" aria-label="Your company's API keys">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{key.name}</span> <code className="font-mono">{key.prefix}…</code>
              <span className="block text-xs text-slate-600">
                {key.scopes.join(", ")} · {key.revokedAt ? "revoked" : key.lastUsedAt ? "used" : "never used"}
              </span>
            </span>
            {key.revokedAt ? null : (
              <button
                type="button"
                onClick={() => void revoke(key.id)}
                className="rounded-md border border-slate-400 px-3 py-1 text-sm"
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
      {message ? <p className="text-sm text-danger">{message}</p> : null}
      <SecretOnceForm
        url="/api/partners/api-keys"
        title="Create a key"
        text={{ name: "name", label: "Name", type: "text", placeholder: "Our CRM" }}
        choices={{ name: "scopes", label: "Scopes", values: partnerApiScopes }}
        secretField="key"
        submitLabel="Create key"
        secretNote="Copy the key now: it is not shown again."
        onCreated={() => void load()}
      />
    </div>
  );
}
