"use client";

import { useId, type FormEventHandler, type ReactNode } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import {
  contactButtonCopy,
  contactFieldCopy,
  contactOptionLists,
  contactSuccessBanner,
} from "@/content/contact";
import { routingConsentCopy } from "@/content/directory";
import type { ContactEnquiry, ContactEnquiryInput } from "@/lib/validation/contact";
import { contactLimits } from "@/lib/validation/contact-limits";
import { contactResolver } from "./contact-validation";
import type { ContactStatus } from "./use-contact-form";
import type { ContactFormConfig } from "./variant-config";

type Field = FieldPath<ContactEnquiryInput> & keyof typeof contactFieldCopy;

interface ContactFormFieldsProps {
  form: UseFormReturn<ContactEnquiryInput, unknown, ContactEnquiry>;
  config: ContactFormConfig;
  status: ContactStatus;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown as a Cancel button next to the submit button (modals). */
  onCancel?: () => void;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-danger";

/** The enquiry form's fields with their labels, required marks and placeholders. */
export function ContactFormFields({ form, config, status, onSubmit, onCancel }: ContactFormFieldsProps) {
  const id = useId();
  const { register, formState } = form;
  const options = contactOptionLists[config.options];

  const field = (
    name: Field,
    required: boolean,
    control: (props: Record<string, unknown>) => ReactNode,
    wide = false,
  ) => {
    const error = formState.errors[name]?.message;
    const inputId = `${id}-${name}`;
    return (
      <div className={wide ? "sm:col-span-2" : undefined}>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {contactFieldCopy[name].label}
          {required && (
            <span aria-hidden="true" className="text-danger">
              {" "}
              *
            </span>
          )}
        </label>
        {control({
          id: inputId,
          className: inputClass,
          required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${inputId}-error` : undefined,
          ...register(name),
        })}
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  };

  const select = (name: "industry" | "companySize", values: readonly string[]) =>
    field(name, false, (props) => (
      <select {...props}>
        <option value="">{contactFieldCopy[name].placeholder}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    ));

  const busy = status !== "idle";
  return (
    // The validation comes when the visitor first enters the form, not with the page (see
    // ./contact-validation.ts).
    <form
      onFocus={() => void contactResolver.preload()}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={status === "sending"}
    >
      {field("fullName", true, (props) => (
        <input
          {...props}
          type="text"
          autoComplete="name"
          maxLength={contactLimits.fullName}
          placeholder={contactFieldCopy.fullName.placeholder}
        />
      ))}
      {field("email", true, (props) => (
        <input
          {...props}
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          placeholder={contactFieldCopy.email.placeholder}
        />
      ))}
      {field("company", false, (props) => (
        <input
          {...props}
          type="text"
          autoComplete="organization"
          maxLength={contactLimits.company}
          placeholder={contactFieldCopy.company.placeholder}
        />
      ))}
      {field("phoneNumber", false, (props) => (
        <input
          {...props}
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.phoneNumber}
          placeholder={contactFieldCopy.phoneNumber.placeholder}
        />
      ))}
      {select("industry", options.industries)}
      {select("companySize", options.companySizes)}
      {field(
        "message",
        false,
        (props) => (
          <textarea
            {...props}
            rows={4}
            maxLength={contactLimits.message}
            placeholder={contactFieldCopy.message.placeholder}
          />
        ),
        true,
      )}
      {/* Unticked, the programme team never passes the enquiry to a partner. */}
      <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand" {...register("partnerRouting")} />
        <span>{routingConsentCopy}</span>
      </label>
      {config.successBanner && status === "success" && (
        <p className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800 sm:col-span-2">
          {contactSuccessBanner}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full border border-slate-300 px-5 py-2.5 font-medium text-ink hover:bg-slate-50"
          >
            {contactButtonCopy.cancel}
          </button>
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-80"
        >
          {status === "sending"
            ? contactButtonCopy.sending
            : status === "success"
              ? contactButtonCopy.sent
              : contactButtonCopy.idle}
        </button>
      </div>
    </form>
  );
}
