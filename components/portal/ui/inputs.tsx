"use client";

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field, fieldIds, inputBorder, inputClass } from "./field";

/** What every labelled portal input takes besides its element's own attributes. */
export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required">;

export function TextField({ id, label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        name={id}
        aria-required={required || undefined}
        className={`${inputClass} ${inputBorder(error)}`}
        {...fieldIds(id, error, hint)}
        {...input}
      />
    </Field>
  );
}

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className" | "required">;

export function TextAreaField({ id, label, error, hint, required, className, ...input }: TextAreaProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        id={id}
        name={id}
        rows={4}
        aria-required={required || undefined}
        className={`${inputClass} ${inputBorder(error)}`}
        {...fieldIds(id, error, hint)}
        {...input}
      />
    </Field>
  );
}

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "required"> & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
  };

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={id}
        name={id}
        aria-required={required || undefined}
        className={`${inputClass} ${inputBorder(error)}`}
        {...fieldIds(id, error, hint)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Options whose value and label are the same text. */
export const plainOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
