"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { demoFieldCopy, demoPageCopy, demoRoles, demoUseCases } from "@/content/contact-demo";
import { siteConfig } from "@/lib/config/site";
import { trackEvent } from "@/lib/client/analytics";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";

type DemoField = keyof typeof demoFieldCopy;

/**
 * "Schedule Your Demo". The form makes no server call: the request is logged and
 * sent to analytics, and the visitor sees a confirmation. Required fields are enforced
 * by the browser.
 */
export function BookDemoForm() {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (submitted) confirmationRef.current?.focus();
  }, [submitted]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<DemoField, string>;
    console.info("[book-demo] demo request", values);
    trackEvent("form_submit", {
      form_name: "book_demo",
      role: values.role,
      use_case: values.useCase || "not_specified",
    });
    trackEvent("generate_lead", { source: "Book Demo Page" });
    setSubmitted(true);
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
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
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
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark sm:w-auto"
        >
          {demoPageCopy.submit}
        </button>
      </div>
    </form>
  );
}
