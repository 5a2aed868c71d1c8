"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { allIndustries, contactFallbackError } from "@/content/contact";
import { directoryCopy } from "@/content/directory";
import { contactLimits } from "@/lib/validation/contact-limits";
import { countryOptions } from "@/lib/validation/countries";
import type { PartnerEnquiry, PartnerEnquiryInput } from "@/lib/validation/leads";
import { schemaResolver } from "./schema-form";

// "Contact this partner": the contact form's fields, validation and consent, sent to
// POST /api/contact/partner. The schema (zod) loads when the visitor first submits, as the
// contact form's does, so the static page ships little code.

type FormValues = Omit<PartnerEnquiryInput, "consent"> & { consent: boolean };

const resolver = schemaResolver<FormValues, PartnerEnquiry>(() =>
  import("@/lib/validation/leads").then(
    (m) => m.partnerEnquirySchema as unknown as z.ZodType<PartnerEnquiry, FormValues>,
  ),
);

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger";

export function PartnerContactForm({ partnerSlug }: { partnerSlug: string }) {
  const id = useId();
  const form = useForm<FormValues, unknown, PartnerEnquiry>({
    resolver,
    defaultValues: {
      partnerSlug,
      fullName: "",
      email: "",
      company: "",
      country: "",
      industry: "",
      message: "",
      consent: false,
    },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { errors, isSubmitting } = form.formState;

  const send = async (values: PartnerEnquiry) => {
    setOutcome(null);
    const response = await fetch("/api/contact/partner", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(values),
    }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as { message?: string; error?: string } | null;
    if (response?.ok) {
      form.reset();
      setOutcome({ ok: true, text: answer?.message ?? directoryCopy.contactSent });
    } else setOutcome({ ok: false, text: answer?.error ?? contactFallbackError });
  };

  const error = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {message}
      </p>
    ) : null;
  };
  const aria = (name: keyof FormValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  const text = (name: "fullName" | "email" | "company", label: string, type: string, max: number) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}{" "}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        maxLength={max}
        required
        className={inputClass}
        {...aria(name)}
        {...form.register(name)}
      />
      {error(name)}
    </div>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-4 sm:grid-cols-2">
      {text("fullName", "Full name", "text", contactLimits.fullName)}
      {text("email", "Email", "email", contactLimits.email)}
      {text("company", "Company", "text", contactLimits.company)}
      <div>
        <label htmlFor={`${id}-country`} className="block text-sm font-medium text-slate-800">
          Country
        </label>
        <select
          id={`${id}-country`}
          className={inputClass}
          {...aria("country")}
          {...form.register("country")}
        >
          <option value="">Select your country</option>
          {countryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error("country")}
      </div>
      <div>
        <label htmlFor={`${id}-industry`} className="block text-sm font-medium text-slate-800">
          Industry
        </label>
        <select
          id={`${id}-industry`}
          className={inputClass}
          {...aria("industry")}
          {...form.register("industry")}
        >
          <option value="">Select your industry</option>
          {allIndustries.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        {error("industry")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          What do you need?{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          maxLength={contactLimits.message}
          required
          className={inputClass}
          {...aria("message")}
          {...form.register("message")}
        />
        {error("message")}
      </div>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            {...aria("consent")}
            {...form.register("consent")}
          />
          <span>{directoryCopy.contactConsent}</span>
        </label>
        {error("consent")}
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand/90 disabled:opacity-60"
        >
          {isSubmitting ? "Sending..." : "Send to this partner"}
        </button>
        <p role="status" className={`mt-3 text-sm ${outcome?.ok ? "text-emerald-800" : "text-danger"}`}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
