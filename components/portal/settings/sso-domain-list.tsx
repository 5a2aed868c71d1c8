"use client";

import { useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { call } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { PartnerSsoDto } from "@/lib/validation/sso";

/** Each domain with the TXT record that proves it, and a Verify button until it is proved. */
export function SsoDomainList({
  domains,
  onChange,
  onError,
}: {
  domains: PartnerSsoDto["domains"];
  onChange: (sso: PartnerSsoDto) => void;
  onError: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);

  async function verify(domain: string) {
    setBusy(domain);
    onError(null);
    const result = await call<{ sso: PartnerSsoDto }>("/api/partners/sso/verify", {
      json: { domain },
      signOutOn401: true,
    });
    setBusy(null);
    if (!result.ok) return onError(result.message);
    onChange(result.data.sso);
    toast.success(`${domain} is proved.`);
  }

  return (
    <ul className="mt-5 flex flex-col gap-3" aria-label="Single sign-on domains">
      {domains.map((d) => (
        <li key={d.domain} className="rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{d.domain}</span>
            {d.verified ? (
              <span className="font-medium text-success">Proved</span>
            ) : (
              <Button variant="secondary" busy={busy === d.domain} onClick={() => void verify(d.domain)}>
                Verify {d.domain}
              </Button>
            )}
          </div>
          {d.verified ? null : (
            <p className="mt-2 text-slate-700">
              Add a TXT record named <code className="break-all font-mono text-xs">{d.txtName}</code> with the
              value <code className="break-all font-mono text-xs">{d.txtValue}</code>, then verify.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
