"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { call } from "@/lib/client/api";
import { errorCatalogue } from "@/lib/client/messages";
import { FormError, inputClass, primaryButtonClass } from "@/components/admin/form-field";

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
  const [value, setValue] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSecret(null);
    const result = await call<Record<string, string>>(url, {
      method: "POST",
      json: { [text.name]: value, [choices.name]: chosen },
      errors: errorCatalogue.console,
      signOutOn401,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setSecret(result.data[secretField] ?? null);
    setValue("");
    setChosen([]);
    onCreated?.();
    startTransition(() => router.refresh());
  }

  return (
    <form
      onSubmit={submit}
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
          value={value}
          placeholder={text.placeholder}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{choices.label}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {choices.values.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) =>
                  setChosen((list) =>
                    event.target.checked ? [...list, option] : list.filter((item) => item !== option),
                  )
                }
              />
              <code>{option}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={error} />
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
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Creating…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
