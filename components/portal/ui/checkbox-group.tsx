"use client";

import { FieldError } from "./field";

interface Props {
  id: string;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  required?: boolean;
  columns?: 2 | 3;
}

/** A fieldset of checkboxes for a multi-choice list; the error is announced with the group. */
export function CheckboxGroup({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  required,
  columns = 2,
}: Props) {
  const toggle = (option: string, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === option || selected.includes(o))
        : selected.filter((o) => o !== option),
    );
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="outline-none"
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className={`grid gap-2 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand has-[:checked]:bg-brand/5"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand"
              checked={selected.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
