"use client";

import { useCallback, useEffect, useState } from "react";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { call } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { PartnerSsoDto, PartnerSsoFormInput } from "@/lib/validation/sso";
import { SsoDomainList } from "./sso-domain-list";

// The schema (and zod) load with the first submit, not with the Settings page.
const schema = () => import("@/lib/validation/sso").then((m) => m.partnerSsoFormSchema);

function defaults(sso: PartnerSsoDto | null): PartnerSsoFormInput {
  return {
    issuer: sso?.provider?.issuer ?? "",
    clientId: sso?.provider?.clientId ?? "",
    clientSecret: "",
    domainsText: sso?.domains.map((d) => d.domain).join("\n") ?? "",
    requireSso: sso?.provider?.requireSso ?? false,
  };
}

/** Settings → Single sign-on (owners): the company's OpenID provider and the domains it covers. */
export function SsoPanel() {
  const [sso, setSso] = useState<PartnerSsoDto | null>(null);
  /** Why the settings could not be read, or a domain not verified. */
  const [message, setMessage] = useState<string | null>(null);
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm({
    schema,
    defaultValues: defaults(null),
    // The route names the list `domains`; the form holds it as typed text.
    fieldNames: { domains: "domainsText" },
  });
  const { reset } = form;

  const show = useCallback(
    (next: PartnerSsoDto) => {
      setSso(next);
      reset(defaults(next));
    },
    [reset],
  );

  useEffect(() => {
    void (async () => {
      const result = await call<{ sso: PartnerSsoDto }>("/api/partners/sso", { signOutOn401: true });
      if (result.ok) show(result.data.sso);
      else setMessage(result.message);
    })();
  }, [show]);

  const onSubmit = submit(async (values) => {
    setMessage(null);
    const result = await call<{ sso: PartnerSsoDto }>("/api/partners/sso", {
      method: "PUT",
      json: { ...values, clientSecret: values.clientSecret || undefined },
      signOutOn401: true,
    });
    if (!result.ok) return result;
    show(result.data.sso);
    toast.success("Single sign-on settings saved.");
  });

  const alert = message ?? serverError;
  return (
    <Panel title="Single sign-on">
      <p className="text-sm text-slate-700">
        Colleagues whose email is on your domains sign in through your identity provider (OpenID Connect).
        Register this application with the provider using the redirect URI{" "}
        <code className="break-all font-mono text-xs">{sso?.redirectUri ?? "…"}</code>.
      </p>
      {alert ? (
        <div className="mt-3">
          <Alert tone="error">{alert}</Alert>
        </div>
      ) : null}
      {/* Shown once the stored settings are in, so nothing typed is replaced by their arrival. */}
      {sso ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            id="sso-issuer"
            label="Issuer URL"
            placeholder="https://login.example.com"
            required
            error={errors.issuer?.message}
            {...register("issuer")}
          />
          <TextField
            id="sso-client-id"
            label="Client ID"
            required
            autoComplete="off"
            error={errors.clientId?.message}
            {...register("clientId")}
          />
          <TextField
            id="sso-client-secret"
            label="Client secret"
            type="password"
            autoComplete="new-password"
            hint={sso?.provider?.hasClientSecret ? "Stored encrypted. Leave empty to keep it." : undefined}
            error={errors.clientSecret?.message}
            {...register("clientSecret")}
          />
          <TextAreaField
            id="sso-domains"
            label="Email domains (one per line)"
            placeholder="example.com"
            rows={3}
            error={errors.domainsText?.message}
            {...register("domainsText")}
          />
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-1 h-4 w-4 accent-brand" {...register("requireSso")} />
            <span>
              Require single sign-on for everyone on these domains. Password sign-in is refused for them;
              owners keep their password as the way back in.
            </span>
          </label>
          <Button type="submit" busy={submitting} className="self-start">
            Save single sign-on
          </Button>
        </form>
      ) : alert ? null : (
        <p className="mt-4 text-sm text-slate-600">Loading single sign-on settings…</p>
      )}
      {sso?.domains.length ? (
        <SsoDomainList domains={sso.domains} onChange={show} onError={setMessage} />
      ) : null}
    </Panel>
  );
}
