"use client";

import { useState } from "react";
import { cookieSettingsPage } from "@/content/cookie-settings";
import { writeConsent, type ConsentChoice } from "@/lib/client/consent";
import { useConsent } from "./use-consent";

const { categories, options, status, saveLabel, savedMessage } = cookieSettingsPage;

/** The consent form of /cookie-settings: shows the stored choice and lets the visitor change it. */
export function ConsentPreferences() {
  const consent = useConsent();
  const [draft, setDraft] = useState<ConsentChoice | null>(null);
  const [saved, setSaved] = useState(false);
  // Until the visitor picks an option, the form shows the stored choice (off by default).
  const selected: ConsentChoice = draft ?? consent ?? "rejected";
  const current = consent === undefined ? "" : status[consent ?? "unset"];

  return (
    <form
      aria-labelledby="consent-form-heading"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        writeConsent(selected);
        setDraft(null);
        setSaved(true);
      }}
    >
      <h2 id="consent-form-heading" className="text-2xl font-bold text-ink">
        Your choice
      </h2>
      {/* The stored choice is known only after hydration: keep its room so nothing moves. */}
      <p data-testid="consent-status" className="min-h-12 font-medium text-ink sm:min-h-6">
        {current}
      </p>
      <div>
        <h3 className="font-semibold text-ink">{categories.necessary.title}</h3>
        <p className="mt-1 text-slate-600">{categories.necessary.text}</p>
      </div>
      <fieldset>
        <legend className="font-semibold text-ink">{categories.analytics.title}</legend>
        <p className="mt-1 text-slate-600">{categories.analytics.text}</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {(["accepted", "rejected"] as const).map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand has-[:checked]:bg-indigo-50"
            >
              <input
                type="radio"
                name="analytics"
                value={choice}
                checked={selected === choice}
                onChange={() => {
                  setDraft(choice);
                  setSaved(false);
                }}
                className="h-4 w-4 accent-brand"
              />
              <span className="font-medium text-ink">{options[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="rounded-full bg-brand px-6 py-3 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {saveLabel}
        </button>
        <p role="status" className="text-sm font-medium text-success">
          {saved ? savedMessage : ""}
        </p>
      </div>
    </form>
  );
}
