"use client";

import { useState, type InputHTMLAttributes } from "react";
import { Field, fieldIds, inputBorder, inputClass } from "./field";
import type { FieldProps } from "./inputs";

type Props = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required" | "type">;

/** A password input with a Show/Hide toggle that keeps focus order and announces its state. */
export function PasswordField({ id, label, error, hint, required, className, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={visible ? "text" : "password"}
          aria-required={required || undefined}
          className={`${inputClass} ${inputBorder(error)} pr-20`}
          {...fieldIds(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={`${visible ? "Hide" : "Show"} ${typeof label === "string" ? label.toLowerCase() : "password"}`}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-dark hover:bg-slate-100"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </Field>
  );
}
