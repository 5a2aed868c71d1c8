"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { SecretOnceForm } from "@/components/api-keys/secret-once-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { call } from "@/lib/client/api";
import { TEAM_CHANGED_EVENT } from "@/lib/client/team";
import { partnerApiScopes } from "@/lib/validation/api-options";
import type { ApiKeySummary } from "@/lib/validation/api";

// Settings → API keys: the company's keys for its CRM (deals and referrals), for its owner
// and admins. Another role is told who can help (the server refuses it anyway). Each key is
// its creator's: it stops when they leave or lose the role it needs, and revoking one asks first.
export function ApiKeysPanel() {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await call<{ apiKeys: ApiKeySummary[] }>("/api/partners/api-keys", { signOutOn401: true });
    if (result.ok) setKeys(result.data.apiKeys);
    else setMessage(result.message);
  }, []);

  useEffect(() => {
    // Loaded once the panel shows; a change re-reads the list below.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    // A removal or role change in the Team section may revoke or transfer keys.
    const reload = () => void load();
    window.addEventListener(TEAM_CHANGED_EVENT, reload);
    return () => window.removeEventListener(TEAM_CHANGED_EVENT, reload);
  }, [load]);

  async function revoke(key: ApiKeySummary) {
    setBusy(true);
    const result = await call(`/api/partners/api-keys/${key.id}`, { method: "DELETE", signOutOn401: true });
    setBusy(false);
    setRevoking(null);
    if (result.ok) toast.success(`The key "${key.name}" was revoked.`);
    else toast.error(result.message);
    await load();
  }

  return (
    <Panel title="API keys">
      {message && !keys ? <p className="text-sm text-slate-700">{message}</p> : null}
      {keys ? <KeyList keys={keys} onRevoke={setRevoking} load={load} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke the key "${revoking?.name ?? ""}"?`}
        confirmLabel="Revoke key"
        tone="danger"
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>
          Whatever uses <code className="font-mono">{revoking?.prefix}…</code> stops working at once: its
          requests are refused from now on. A revoked key cannot be turned back on; create a new one instead.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}

function KeyList({
  keys,
  onRevoke,
  load,
}: {
  keys: ApiKeySummary[];
  onRevoke: (key: ApiKeySummary) => void;
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
      <p className="text-sm text-slate-700">
        A key belongs to the colleague who creates it and acts as them: it is revoked when they leave the team
        or their role no longer allows API keys. When your company requires two-factor authentication, a key
        works only while its creator has two-factor authentication on; the key itself asks for no code.
      </p>
      <ul className="flex flex-col gap-2" aria-label="Your company's API keys">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{key.name}</span> <code className="font-mono">{key.prefix}…</code>
              <span className="block text-xs text-slate-600">
                {key.scopes.join(", ")} · {key.revokedAt ? "revoked" : key.lastUsedAt ? "used" : "never used"}{" "}
                · created by {key.createdBy?.name ?? "a former member"}
              </span>
            </span>
            {key.revokedAt ? null : (
              <button
                type="button"
                onClick={() => onRevoke(key)}
                className="min-h-11 rounded-md border border-slate-400 px-3 py-1 text-sm"
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
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
