import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 disabled:bg-slate-100 disabled:text-slate-600";

export const inputBorder = (error?: string) => (error ? "border-danger" : "border-slate-300");

/** The ids a control needs so its label, hint and error are announced with it. */
export function fieldIds(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}

/** A label, one control, an optional hint and the field's error message under it. */
export function Field({ id, label, required, hint, error, children, className }: FieldProps) {
  return (
    <div className={className}>
      {/* The asterisk sits beside the label, not in it: the name stays "Password", and aria-required says it. */}
      <div className="mb-1.5 flex gap-1 text-sm font-medium">
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
        {required ? (
          <span className="text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger">
      {error}
    </p>
  );
}
