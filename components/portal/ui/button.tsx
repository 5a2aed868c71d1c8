import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-dark disabled:bg-slate-300 disabled:text-slate-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500",
  ghost: "text-brand-dark hover:bg-brand/10 disabled:text-slate-500",
  danger: "bg-danger text-white hover:bg-red-800",
} as const;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants; busy?: boolean };

export function Button({
  variant = "primary",
  busy,
  className = "",
  children,
  disabled,
  type = "button",
  ...rest
}: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}

/** The same look for links (next/link or <a>). */
export const buttonClass = (variant: keyof typeof variants = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${variants[variant]} ${extra}`;
