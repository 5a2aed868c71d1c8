"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { errorMessages } from "@/components/forms/schema-form";
import { useSchemaForm, type FormSchema } from "@/components/forms/use-schema-form";
import { call } from "@/lib/client/api";
import { errorCatalogue } from "@/lib/client/messages";
import { FormError, inputClass, primaryButtonClass } from "@/components/admin/form-field";

type Values = Record<string, string | string[]>;

// Each endpoint's own schema, loaded with the first submit (the pages that show this form are
// server components, so the endpoint's address picks it).
const schemas: Record<string, FormSchema<Values, Values>> = {
  "/api/admin/api-keys": () => import("@/lib/validation/api").then((m) => m.teamApiKeySchema as never),
  "/api/partners/api-keys": () => import("@/lib/validation/api").then((m) => m.partnerApiKeySchema as never),
  "/api/admin/webhooks": () => import("@/lib/validation/api").then((m) => m.webhookEndpointSchema as never),
};

// Creates something that comes with a secret shown exactly once: an API key (name and
// scopes) or a webhook endpoint (address and events). The secret stays on screen until
// the form is used again; the list below re-renders from the server. The console and
// the partner's Settings share it; the server checks everything again.
export function SecretOnceForm({
  url,
  title,
  text,
  choices,
  secretField,
  submitLabel,
  secretNote,
  signOutOn401 = true,
  onCreated,
}: {
  url: string;
  title: string;
  /** The text field: its JSON name, label and input type. */
  text: { name: "name" | "url"; label: string; type: "text" | "url"; placeholder?: string };
  /** The list of checkboxes: its JSON name and the values offered. */
  choices: { name: "scopes" | "events"; label: string; values: readonly string[] };
  /** Where the answer carries the secret. */
  secretField: "key" | "secret";
  submitLabel: string;
  secretNote: string;
  signOutOn401?: boolean;
  /** Called after a creation (a list kept in the browser re-reads itself). */
  onCreated?: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const [secret, setSecret] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const schema = schemas[url];
  if (!schema) throw new Error(`No schema for ${url}`);
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm<Values>({
    schema,
    defaultValues: { [text.name]: "", [choices.name]: [] },
  });

  const onSubmit = submit(async (values) => {
    setSecret(null);
    const result = await call<Record<string, string>>(url, {
      method: "POST",
      json: values,
      errors: errorCatalogue.console,
      signOutOn401,
    });
    if (!result.ok) return result;
    setSecret(result.data[secretField] ?? null);
    form.reset();
    onCreated?.();
    startTransition(() => router.refresh());
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
          {text.label}
        </label>
        <input
          id={`${id}-text`}
          type={text.type}
          placeholder={text.placeholder}
          autoComplete="off"
          aria-invalid={errors[text.name] ? true : undefined}
          {...register(text.name)}
          className={inputClass}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{choices.label}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {choices.values.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={option} {...register(choices.name)} />
              <code>{option}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={serverError ?? errorMessages(errors)[0] ?? null} />
      {secret ? (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">{secretNote}</p>
          <code data-testid="created-secret" className="mt-2 block break-all font-mono text-sm">
            {secret}
          </code>
        </div>
      ) : null}
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Creating…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
