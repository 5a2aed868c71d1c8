"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { DEMO_SOURCE, demoFieldCopy, demoPageCopy, demoRoles, demoUseCases } from "@/content/contact-demo";
import { siteConfig } from "@/lib/config/site";
import { trackEvent } from "@/lib/client/analytics";
import type { DemoRequestInput } from "@/lib/validation/demo";
import { buildDemoMailtoUrl } from "./mail-fallback";
import { postEnquiry } from "./post-enquiry";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";

type DemoField = keyof typeof demoFieldCopy;
const ENDPOINT = "/api/contact/demo";

interface Failure {
  message: string;
  mailto: string;
}

/**
 * "Schedule Your Demo". The request is posted to the server, which stores it and mails the
 * team; the confirmation shows only once the server has accepted it. A failure says so and
 * offers the same request by email. Required fields are enforced by the browser; the
 * server's message explains anything else it refuses.
 */
export function BookDemoForm() {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (submitted) confirmationRef.current?.focus();
  }, [submitted]);
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<DemoField, string>;
    const request: DemoRequestInput = values;
    console.info("[book-demo] demo request", values);
    trackEvent("form_submit", {
      form_name: "book_demo",
      role: values.role,
      use_case: values.useCase || "not_specified",
    });
    setSending(true);
    setFailure(null);
    try {
      await postEnquiry(ENDPOINT, request);
      trackEvent("generate_lead", { source: DEMO_SOURCE });
      setSubmitted(true);
    } catch (error) {
      const message = (error as Error).message;
      trackEvent("form_error", { form_name: "book_demo", error_message: message });
      setFailure({ message, mailto: buildDemoMailtoUrl(siteConfig.contactInbox, request, new Date()) });
    } finally {
      setSending(false);
    }
  }

  if (submitted) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-6 text-green-900">
        <h3 ref={confirmationRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {demoPageCopy.confirmationHeading}
        </h3>
        <p className="mt-2">{demoPageCopy.confirmation}</p>
        <a
          href={siteConfig.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-block font-medium underline"
        >
          {demoPageCopy.bookNow}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    );
  }

  const label = (name: DemoField, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
      {demoFieldCopy[name].label}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      )}
    </label>
  );
  const text = (name: "name" | "email" | "company", type: string, autoComplete: string) => (
    <div>
      {label(name, true)}
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={200}
        placeholder={demoFieldCopy[name].placeholder}
        className={inputClass}
      />
    </div>
  );
  const select = (
    name: "role" | "useCase",
    options: readonly { value: string; label: string }[],
    required: boolean,
  ) => (
    <div>
      {label(name, required)}
      <select id={`${id}-${name}`} name={name} required={required} defaultValue="" className={inputClass}>
        <option value="">{demoFieldCopy[name].placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      {text("name", "text", "name")}
      {text("email", "email", "email")}
      {text("company", "text", "organization")}
      {select("role", demoRoles, true)}
      <div className="sm:col-span-2">{select("useCase", demoUseCases, false)}</div>
      <div className="sm:col-span-2">
        {label("message", false)}
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={5000}
          placeholder={demoFieldCopy.message.placeholder}
          className={inputClass}
        />
      </div>
      {failure && (
        <div
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="rounded-xl bg-red-50 p-4 text-red-900 focus:outline-none sm:col-span-2"
        >
          <p className="font-semibold">{demoPageCopy.errorHeading}</p>
          <p className="mt-1">{failure.message}</p>
          <p className="mt-1">
            {demoPageCopy.errorRetry}{" "}
            <a href={failure.mailto} className="font-medium underline">
              {demoPageCopy.mailFallback}
            </a>
          </p>
        </div>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:w-auto"
        >
          {sending ? demoPageCopy.sending : demoPageCopy.submit}
        </button>
      </div>
    </form>
  );
}
