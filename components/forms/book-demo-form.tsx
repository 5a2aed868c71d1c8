"use client";

import { useEffect, useId, useRef, useState } from "react";
import { DEMO_SOURCE, demoFieldCopy, demoPageCopy, demoRoles, demoUseCases } from "@/content/contact-demo";
import { siteConfig } from "@/lib/config/site";
import { trackEvent } from "@/lib/client/analytics";
import type { DemoRequest, DemoRequestInput } from "@/lib/validation/demo";
import { BOOK_DEMO_FORM_ID } from "./book-demo-form-id";
import { useHydrated } from "@/components/use-hydrated";
import { restoreEarlyInput } from "./early-input";
import { buildDemoMailtoUrl } from "./mail-fallback";
import { postEnquiry } from "./post-enquiry";
import { useSchemaForm } from "./use-schema-form";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger";

type DemoField = keyof typeof demoFieldCopy;
const ENDPOINT = "/api/contact/demo";

/** The route's schema (zod), loaded with the form's first submit rather than with the page. */
const demoSchema = () => import("@/lib/validation/demo").then((m) => m.demoRequestSchema);

interface Failure {
  message: string;
  mailto: string;
}

/**
 * "Schedule Your Demo". The request is posted to the server, which stores it and mails the
 * team; the confirmation shows only once the server has accepted it. A failure says so and
 * offers the same request by email. Required fields are enforced by the browser first, then
 * the route's schema checks every field (its messages show under the fields); the server's
 * message explains anything else it refuses.
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

  // No default values: the server's inputs keep what a visitor typed before this code arrived.
  const { form, register, errors, submit } = useSchemaForm<DemoRequestInput, DemoRequest>({
    schema: demoSchema,
    defaultValues: {},
  });
  // Until the page's code runs the button waits, so the browser never posts the form itself.
  const hydrated = useHydrated();
  const { getValues, setValue } = form;
  useEffect(() => restoreEarlyInput(BOOK_DEMO_FORM_ID, { getValues, setValue }), [getValues, setValue]);

  async function send(request: DemoRequest) {
    if (sending) return;
    console.info("[book-demo] demo request", request);
    trackEvent("form_submit", {
      form_name: "book_demo",
      role: request.role,
      use_case: request.useCase || "not_specified",
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
  const checked = (name: DemoField) => {
    const error = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      className: inputClass,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      ...register(name),
    };
  };
  const fieldError = (name: DemoField) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]?.message}
      </p>
    ) : null;
  const text = (name: "name" | "email" | "company", type: string, autoComplete: string) => (
    <div>
      {label(name, true)}
      <input
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={200}
        placeholder={demoFieldCopy[name].placeholder}
        {...checked(name)}
      />
      {fieldError(name)}
    </div>
  );
  const select = (
    name: "role" | "useCase",
    options: readonly { value: string; label: string }[],
    required: boolean,
  ) => (
    <div>
      {label(name, required)}
      <select required={required} {...checked(name)}>
        <option value="">{demoFieldCopy[name].placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {fieldError(name)}
    </div>
  );

  return (
    <form
      id={BOOK_DEMO_FORM_ID}
      onSubmit={(event) => void submit(send)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      {text("name", "text", "name")}
      {text("email", "email", "email")}
      {text("company", "text", "organization")}
      {select("role", demoRoles, true)}
      <div className="sm:col-span-2">{select("useCase", demoUseCases, false)}</div>
      <div className="sm:col-span-2">
        {label("message", false)}
        <textarea
          rows={4}
          maxLength={5000}
          placeholder={demoFieldCopy.message.placeholder}
          {...checked("message")}
        />
        {fieldError("message")}
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
          disabled={sending || !hydrated}
          className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:w-auto"
        >
          {sending ? demoPageCopy.sending : demoPageCopy.submit}
        </button>
      </div>
    </form>
  );
}
